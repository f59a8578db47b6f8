// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_BATCH_MS, useServerEvents } from './server-events';

/** An EventSource the test drives: it opens nothing, and the test says when it is ready, errs or hears a change. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  static get latest() {
    return FakeEventSource.all.at(-1)!;
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '{}') {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data }));
  }
  fail() {
    this.onerror?.();
  }
}

let fetches: string[];
function Reads({ children }: { children?: ReactNode }) {
  useServerEvents(true);
  const journal = useQuery({ queryKey: ['/api/journal?userId=7'] });
  const moods = useQuery({ queryKey: ['/api/moods?userId=7'] });
  return (
    <p>
      journal {String(journal.data)} moods {String(moods.data)} {children}
    </p>
  );
}

function renderWithClient() {
  let n = 0;
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => {
          fetches.push(String(queryKey[0]));
          return ++n;
        },
        staleTime: Infinity,
        retry: false,
      },
    },
  });
  render(
    <QueryClientProvider client={client}>
      <Reads />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  fetches = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the server-event stream, in a mounted screen', () => {
  it('refetches just the reads a change names, once per burst', async () => {
    renderWithClient();
    await advance(0);
    expect(fetches.sort()).toEqual(['/api/journal?userId=7', '/api/moods?userId=7']);
    fetches = [];
    act(() => {
      FakeEventSource.latest.emit('ready');
      for (let i = 0; i < 5; i++) FakeEventSource.latest.emit('change', JSON.stringify({ topics: ['journal'] }));
    });
    await advance(EVENT_BATCH_MS);
    expect(fetches).toEqual(['/api/journal?userId=7']);
  });

  it('reconnects with a doubling back-off up to a minute, refreshing active reads once a minute while down', async () => {
    renderWithClient();
    await advance(0);
    expect(FakeEventSource.all).toHaveLength(1);

    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const source = FakeEventSource.latest;
      act(() => source.fail());
      expect(source.closed).toBe(true);
      const before = FakeEventSource.all.length;
      let waited = 0;
      while (FakeEventSource.all.length === before) {
        await advance(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    // Down for 183 s: the active reads were refreshed by the fallback, once a minute.
    expect(fetches.filter((f) => f.startsWith('/api/journal'))).toHaveLength(1 + 3);
  });

  it('after a reconnect, refetches what may have changed meanwhile, stops the fallback and starts the back-off afresh', async () => {
    renderWithClient();
    await advance(0);
    act(() => FakeEventSource.latest.fail());
    await advance(1000);
    act(() => FakeEventSource.latest.fail());
    await advance(2000);
    fetches = [];
    act(() => FakeEventSource.latest.emit('ready'));
    await advance(0);
    expect(fetches.sort()).toEqual(['/api/journal?userId=7', '/api/moods?userId=7']);
    fetches = [];
    await advance(120_000);
    expect(fetches).toEqual([]);
    act(() => FakeEventSource.latest.fail());
    const before = FakeEventSource.all.length;
    await advance(999);
    expect(FakeEventSource.all).toHaveLength(before);
    await advance(1);
    expect(FakeEventSource.all).toHaveLength(before + 1);
  });

  it('closes the stream and its timers when the screen goes away', async () => {
    renderWithClient();
    await advance(0);
    act(() => FakeEventSource.latest.fail());
    cleanup();
    const count = FakeEventSource.all.length;
    await advance(120_000);
    expect(FakeEventSource.all).toHaveLength(count);
    expect(screen.queryByText(/journal/)).toBeNull();
  });
});
