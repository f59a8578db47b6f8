import { describe, expect, it } from 'vitest';
import { nameFromSpeech } from './name-from-speech.js';

describe('nameFromSpeech', () => {
  it('drops what people say before a name and capitalises the first usable word', () => {
    expect(nameFromSpeech(['my name is hannah'])).toBe('Hannah');
    expect(nameFromSpeech(["Hi, I'm  mary-jane."])).toBe('Mary-Jane');
    expect(nameFromSpeech(["it's David"])).toBe('David');
    expect(nameFromSpeech(['um uh Zoë'])).toBe('Zoë');
  });
  it('tries the next alternative when one has no name, and gives up with null', () => {
    expect(nameFromSpeech(['my name is', 'my name is Ruth'])).toBe('Ruth');
    expect(nameFromSpeech(['', 'hi', '4 5'])).toBeNull();
  });
});
