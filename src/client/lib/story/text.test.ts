import { describe, expect, it } from 'vitest';
import { clipText, wrapLines } from '@contract/text';
import { leadSentences, trimPassage } from './text';

const words = (n: number, end = '') => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ') + end;

describe('story card text', () => {
  it('trims a passage at a sentence boundary near the target word count', () => {
    const text = `${words(83, '.')} ${words(30, '.')}`; // a sentence ends at word 83
    expect(trimPassage(text, 85).split(' ')).toHaveLength(83);
    const late = `${words(94, '.')} ${words(20, '.')}`; // 9 over the target: still within +10
    expect(trimPassage(late, 85).split(' ')).toHaveLength(94);
  });

  it('falls back to 80% of the target words and a full stop when no sentence ends nearby', () => {
    const text = words(200, '.');
    const trimmed = trimPassage(text, 85);
    expect(trimmed.split(' ')).toHaveLength(68);
    expect(trimmed.endsWith('.')).toBe(true);
    expect(trimPassage('Short and whole.', 85)).toBe('Short and whole.');
  });

  it('wraps to a width and a line count, with an ellipsis when cut', () => {
    const measure = (s: string) => s.length * 10; // 10 px a character
    expect(wrapLines(measure, 'aaa bbb ccc ddd', 70, 5)).toEqual({ lines: ['aaa bbb', 'ccc ddd'], truncated: false });
    const { lines: cut, truncated } = wrapLines(measure, 'aaa bbb ccc ddd eee fff ggg', 70, 2);
    expect(truncated).toBe(true);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
    expect(measure(cut[1]!)).toBeLessThanOrEqual(70);
  });

  it('cuts verses over 150 characters and keeps key insights under 200', () => {
    const long = 'x '.repeat(120).trim();
    expect(clipText(long, 150).length).toBeLessThanOrEqual(150);
    expect(clipText('short', 150)).toBe('short');
    const insight = leadSentences('First sentence here. Second one is a little longer. ' + 'Third '.repeat(60) + '.', 200);
    expect(insight).toBe('First sentence here. Second one is a little longer.');
  });
});
