import { describe, expect, it } from 'vitest';
import { HELD_OUT_CRISIS, HELD_OUT_ORDINARY } from './corpus/held-out.js';
import { TUNING_CRISIS, TUNING_ORDINARY } from './corpus/tuning.js';
import { detectCrisis } from './detector.js';

interface Scores {
  recall: number;
  precision: number;
  falseAlarmRate: number;
  missed: string[];
  falseAlarms: string[];
}

function score(crisis: readonly string[], ordinary: readonly string[]): Scores {
  const missed = crisis.filter((t) => !detectCrisis(t));
  const falseAlarms = ordinary.filter((t) => detectCrisis(t));
  const found = crisis.length - missed.length;
  return {
    recall: found / crisis.length,
    precision: found / (found + falseAlarms.length),
    falseAlarmRate: falseAlarms.length / ordinary.length,
    missed,
    falseAlarms,
  };
}

/*
 * Thresholds (the issue's): recall on crisis sentences ≥ 95 %, false alarms on ordinary ones ≤ 3 %; precision ≥ 95 %.
 * Measured when written: tuning 163/163 found, 0/159 false alarms; held-out (never tuned on) 59/60 found
 * (98.3 %), 1/60 false alarm (1.7 %), precision 98.3 %.
 */
describe('crisis detector quality', () => {
  it('meets the thresholds on the tuning corpus (at least 150 sentences of each kind)', () => {
    expect(TUNING_CRISIS.length).toBeGreaterThanOrEqual(150);
    expect(TUNING_ORDINARY.length).toBeGreaterThanOrEqual(150);
    const s = score(TUNING_CRISIS, TUNING_ORDINARY);
    expect(s.recall, `missed: ${s.missed.join(' | ')}`).toBeGreaterThanOrEqual(0.95);
    expect(s.falseAlarmRate, `false alarms: ${s.falseAlarms.join(' | ')}`).toBeLessThanOrEqual(0.03);
    expect(s.precision).toBeGreaterThanOrEqual(0.95);
  });

  it('meets the thresholds on the held-out corpus it was never tuned on', () => {
    expect(HELD_OUT_CRISIS.length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT_ORDINARY.length).toBeGreaterThanOrEqual(60);
    const s = score(HELD_OUT_CRISIS, HELD_OUT_ORDINARY);
    expect(s.recall, `missed: ${s.missed.join(' | ')}`).toBeGreaterThanOrEqual(0.95);
    expect(s.falseAlarmRate, `false alarms: ${s.falseAlarms.join(' | ')}`).toBeLessThanOrEqual(0.03);
    expect(s.precision).toBeGreaterThanOrEqual(0.95);
  });
});

describe('detectCrisis', () => {
  it('reads every text given and ignores empty ones', () => {
    expect(detectCrisis([null, undefined, '', 'A good day'])).toBe(false);
    expect(detectCrisis(['Morning', 'Grateful', 'I want to end my life'])).toBe(true);
  });

  it('finds a crisis sentence inside a longer entry, whatever sits around it', () => {
    const entry = 'Read Psalm 23 today. The valley of the shadow of death. Honestly I want to die.\nGoing to bed.';
    expect(detectCrisis(entry)).toBe(true);
  });

  it('keeps the issue’s idioms and quoted Scripture quiet', () => {
    for (const t of ['dying to self', 'kill the old man', 'we will die laughing', 'I could kill for a coffee', "I'm dying to read this"]) {
      expect(detectCrisis(t), t).toBe(false);
    }
    expect(detectCrisis('Now, O Yahweh, take away my life (1 Kings 19:4).')).toBe(false);
  });

  it('turns around on negation just before the phrase, but not on a distant one', () => {
    expect(detectCrisis('I would never kill myself')).toBe(false);
    expect(detectCrisis("I don't know why, but I can't stop thinking about killing myself")).toBe(true);
  });
});
