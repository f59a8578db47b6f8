// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { AuthContext } from './auth-state';
import { useFavoriteToggle } from './favorites';
import { createQueryClient } from './query-client';
import { testUser } from '@/test/user';

const user = testUser;
type Verse = { id: number; verse: string };
const KEY = ['/api/scriptures/favorites/7'];
const VERSES: Verse[] = [
  { id: 1, verse: 'Psalm 23:1' },
  { id: 2, verse: 'John 3:16' },
];

/** The server as the test sets it: the saved favorites, and how the next toggle answers. */
let saved: Verse[];
let toggleAnswer: () => Promise<Response>;
/** When set, reads after the first never answer: only the rollback itself can restore the list. */
let holdRefetches: boolean;
let reads: number;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Favorites() {
  const list = useQuery<Verse[]>({ queryKey: KEY });
  const toggle = useFavoriteToggle<Verse>(KEY, (v) => `/api/scriptures/${v.id}/favorite`);
  return (
    <>
      <ul aria-label="Favorites">
        {list.data?.map((v) => (
          <li key={v.id}>{v.verse}</li>
        ))}
      </ul>
      {VERSES.map((v) => (
        <button key={v.id} type="button" onClick={() => toggle.mutate(v)}>
          Heart {v.verse}
        </button>
      ))}
    </>
  );
}

function renderFavorites(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={{ user, checking: false, signIn: () => {}, signOut: async () => {} }}>
        <Favorites />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Favorites' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  // The toast store outlives a render: start each test with none on screen.
  dismissToast();
  saved = [VERSES[0]!];
  holdRefetches = false;
  reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return toggleAnswer();
      if (url === KEY[0]) return reads++ > 0 && holdRefetches ? new Promise<Response>(() => {}) : json(saved);
      return json({ message: 'unexpected' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a favorite heart (optimistic)', () => {
  it('shows the change at once, and on failure rolls it back with the spec’s notice', async () => {
    let fail!: () => void;
    toggleAnswer = () => new Promise((resolve) => (fail = () => resolve(json({ message: 'Something went wrong' }, 500))));
    holdRefetches = true;
    renderFavorites(createQueryClient());
    await waitFor(() => expect(shown()).toEqual(['Psalm 23:1']));

    fireEvent.click(screen.getByRole('button', { name: 'Heart John 3:16' }));
    await waitFor(() => expect(shown()).toEqual(['Psalm 23:1', 'John 3:16']));

    await act(async () => fail());
    await waitFor(() => expect(shown()).toEqual(['Psalm 23:1']));
    expect(await screen.findByText('Failed to update favorites. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('takes one away at once, and keeps the server’s word after it answers', async () => {
    saved = [...VERSES];
    toggleAnswer = async () => {
      saved = [VERSES[1]!];
      return json({ isFavorite: false });
    };
    renderFavorites(createQueryClient());
    await waitFor(() => expect(shown()).toEqual(['Psalm 23:1', 'John 3:16']));
    fireEvent.click(screen.getByRole('button', { name: 'Heart Psalm 23:1' }));
    await waitFor(() => expect(shown()).toEqual(['John 3:16']));
    // Refetched once settled: still the server's list, no notice.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.filter(([u]) => u === KEY[0])).toHaveLength(2));
    expect(shown()).toEqual(['John 3:16']);
    expect(screen.queryByText('Failed to update favorites. Please try again.')).toBeNull();
  });
});
