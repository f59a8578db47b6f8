import { describe, expect, it } from 'vitest';
import { firstName, helloLine, initials } from './names.js';

describe('names', () => {
  it('skip what is not a word: an emoji or a symbol before a name', () => {
    expect(firstName('🌸 Ana Lima')).toBe('Ana');
    expect(initials('🌸 Ana Lima')).toBe('AL');
    expect(firstName('✝️ — Grace')).toBe('Grace');
    expect(initials('✝️ — Grace')).toBe('G');
    expect(firstName('🌸🌸')).toBe('');
    expect(initials('🌸🌸')).toBe('');
  });

  it('take whole characters, whatever the script or accent', () => {
    expect(initials('Grace Miller')).toBe('GM');
    expect(initials('émile zola')).toBe('ÉZ');
    // An accent written as a separate combining mark stays with its letter.
    expect(initials('e\u0301mile Zola')).toBe('E\u0301Z');
    expect(initials('李 小龙')).toBe('李小');
    expect(firstName('  Ruth  ')).toBe('Ruth');
    expect(firstName('')).toBe('');
    expect(initials(null)).toBe('');
  });

  it('open a letter with the first name, or without one when the name has no word', () => {
    expect(helloLine('🌸 Ana Lima')).toBe('Hello Ana,');
    expect(helloLine('Grace Miller')).toBe('Hello Grace,');
    expect(helloLine('🌸')).toBe('Hello,');
  });
});
