// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@contract/auth';
import { apiGet } from '@/lib/api';
import { useAuth } from '@/lib/auth-state';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from './auth';

const person = (id: number, name: string): TUser => ({
  id,
  name,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.com`,
  gender: 'female',
  timeZone: 'UTC',
  translation: 'WEB',
  onboardingCompleted: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const ruth = person(7, 'Ruth');
const naomi = person(8, 'Naomi');

/** Who the server says is signed in at /api/auth/session (a user, or none), and every call made. */
let me: TUser | null;
let calls: string[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Probe() {
  const { user, checking, signOut } = useAuth();
  return (
    <div>
      <p>{checking ? 'checking' : user ? `signed in as ${user.name}` : 'signed out'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

function renderAuth() {
  const client = createQueryClient();
  client.setQueryData(['/api/journal?userId=7'], [{ id: 1, title: 'Private' }]);
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  localStorage.clear();
  me = null;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/auth/session') return json({ user: me });
      if (url === '/api/auth/logout') return json({ message: 'Signed out' });
      return json({ message: 'Please sign in to continue.' }, 401);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the auth provider', () => {
  it('shows a stored user at once, then takes the server’s word for it', async () => {
    localStorage.setItem('currentUser', JSON.stringify(ruth));
    me = { ...ruth, name: 'Ruth of Moab' };
    renderAuth();
    expect(screen.getByText('signed in as Ruth')).toBeTruthy();
    expect(await screen.findByText('signed in as Ruth of Moab')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('currentUser')!).name).toBe('Ruth of Moab');
  });

  it('signs out when the server has no session for the stored user, and forgets their cached data', async () => {
    localStorage.setItem('currentUser', JSON.stringify(ruth));
    const client = renderAuth();
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(client.getQueryData(['/api/journal?userId=7'])).toBeUndefined();
  });

  it('clears a stored user that does not parse, silently, and waits for the server', async () => {
    localStorage.setItem('currentUser', '{not json');
    me = naomi;
    renderAuth();
    expect(screen.getByText('checking')).toBeTruthy();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(await screen.findByText('signed in as Naomi')).toBeTruthy();
  });

  it('signs out everywhere in this tab when any signed-in call answers 401 (the session ended elsewhere)', async () => {
    me = ruth;
    const client = renderAuth();
    await screen.findByText('signed in as Ruth');
    await act(async () => {
      await apiGet('/api/journal?userId=7').catch(() => {});
    });
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(client.getQueryData(['/api/journal?userId=7'])).toBeUndefined();
  });

  it('follows another tab that signs in as someone else, and drops the first person’s data', async () => {
    me = ruth;
    const client = renderAuth();
    await screen.findByText('signed in as Ruth');
    act(() => {
      localStorage.setItem('currentUser', JSON.stringify(naomi));
      window.dispatchEvent(new StorageEvent('storage', { key: 'currentUser', storageArea: localStorage }));
    });
    expect(screen.getByText('signed in as Naomi')).toBeTruthy();
    expect(client.getQueryData(['/api/journal?userId=7'])).toBeUndefined();
  });

  it('signs out through the server', async () => {
    me = ruth;
    renderAuth();
    await screen.findByText('signed in as Ruth');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(calls).toContain('POST /api/auth/logout');
  });

  it('signs out locally even if the server can’t be reached', async () => {
    me = ruth;
    renderAuth();
    await screen.findByText('signed in as Ruth');
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });
});
