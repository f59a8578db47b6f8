// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';
import { noSubscription } from '@/test/subscription';

afterEach(() => vi.unstubAllGlobals());

describe('a premium call answered 402 (issue 37 §8)', () => {
  it('reads the subscription status again, so the gates show what to do; another failure does not', async () => {
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        reads.push(url);
        return new Response(JSON.stringify(noSubscription), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = createQueryClient();
    // A screen showing the gate: the status query has an observer, as useSubscriptionStatus gives it.
    const gate = new QueryObserver(client, { queryKey: ['/api/subscription/status/7'] });
    const stop = gate.subscribe(() => {});
    await waitFor(() => expect(reads).toEqual(['/api/subscription/status/7']));
    const failing = (error: Error) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => {
            throw error;
          },
        })
        .execute(undefined)
        .catch(() => {});

    await failing(new ApiError(400, 'The recording is empty.'));
    await failing(new ApiError(409, 'This payment has already gone through.'));
    expect(reads).toHaveLength(1);
    await failing(new ApiError(402, 'This is a premium feature. Start your 5-day free trial on the Subscription page — no card needed.'));
    await waitFor(() => expect(reads).toEqual(['/api/subscription/status/7', '/api/subscription/status/7']));
    stop();
  });
});
