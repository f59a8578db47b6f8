import { setImmediate as nextTurn } from 'node:timers/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackground } from './background.js';

describe('background work', () => {
  it('starts on a later turn of the event loop than the request that queued it, and idle() waits for it', async () => {
    const logged: unknown[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const background = createBackground(log);
    const seen: string[] = [];
    background.run('first', async () => {
      seen.push('work started');
      await nextTurn();
      seen.push('work done');
    });
    // What the request still does in its own turn (writing its answer) comes first.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    seen.push('answer written');
    background.run('second', () => Promise.reject(new Error('mail server down')));
    await background.idle();
    expect(seen).toEqual(['answer written', 'work started', 'work done']);
    // A failure is logged under its name and goes no further.
    expect(logged).toMatchObject([{ task: 'second', msg: 'background task failed' }]);
  });
});
