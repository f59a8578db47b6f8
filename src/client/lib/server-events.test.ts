import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_BATCH_MS, topicBatcher } from './server-events';

describe('server event batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of events into one flush of their topics, within the window', () => {
    const flush = vi.fn();
    const batch = topicBatcher(flush);
    for (let i = 0; i < 20; i++) {
      batch.add(['community']);
      vi.advanceTimersByTime(10);
    }
    batch.add(['progress', 'community']);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(EVENT_BATCH_MS);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush.mock.calls[0]![0]).toEqual(['community', 'progress']);
  });

  it('never stretches the window: the first event is handled within the batch time, however busy the stream', () => {
    const flush = vi.fn();
    const batch = topicBatcher(flush);
    batch.add(['community']);
    vi.advanceTimersByTime(EVENT_BATCH_MS - 1);
    batch.add(['community']);
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(EVENT_BATCH_MS).toBeLessThan(1000);

    // A later event opens a new window.
    batch.add(['journal']);
    vi.advanceTimersByTime(EVENT_BATCH_MS);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(flush.mock.calls[1]![0]).toEqual(['journal']);
  });

  it('drops what is pending when cancelled (the page is leaving)', () => {
    const flush = vi.fn();
    const batch = topicBatcher(flush);
    batch.add(['moods']);
    batch.cancel();
    vi.advanceTimersByTime(EVENT_BATCH_MS * 2);
    expect(flush).not.toHaveBeenCalled();
  });
});
