// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { ApiError, apiRequest } from '@/lib/api';
import { AuthContext } from '@/lib/auth-state';
import { createQueryClient } from '@/lib/query-client';
import { testUser } from '@/test/user';
import { PasswordCard } from './password-card';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** How the server answers the change. */
let answer: () => Response;

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={{ user: testUser, checking: false, signIn: () => {}, signOut: async () => {} }}>
        <PasswordCard />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

async function changePassword() {
  fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'old-harbor' } });
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'quiet-harbor' } });
  fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'quiet-harbor' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  return screen.findByText('Password change failed');
}

beforeEach(() => {
  dismissToast();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a refused password change', () => {
  it('says what the server said: too many attempts is not "incorrect"', async () => {
    const wait = 'Too many failed password attempts. Please wait 15 minutes and try again, or reset your password.';
    answer = () => json({ message: wait, code: 'TOO_MANY_REQUESTS' }, 429);
    renderCard();
    await changePassword();
    expect(screen.getByText(wait)).toBeTruthy();
    expect(screen.queryByText(/incorrect/)).toBeNull();
  });

  it('says "Current password is incorrect" when that is the answer', async () => {
    answer = () => json({ message: 'Current password is incorrect', code: 'BAD_REQUEST' }, 400);
    renderCard();
    await changePassword();
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
  });

  it('falls back to the spec’s sentence when the server had nothing to say (a 5xx)', async () => {
    answer = () => json({ message: 'Internal Server Error' }, 500);
    renderCard();
    await changePassword();
    expect(screen.getByText('Current password is incorrect or there was an error')).toBeTruthy();
  });
});

describe('ApiError', () => {
  it('keeps the server’s message and code', async () => {
    answer = () =>
      json({ message: 'Too many requests from your network. Please wait 3 minutes and try again.', code: 'TOO_MANY_REQUESTS' }, 429);
    const err: unknown = await apiRequest('POST', '/api/auth/register', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', serverMessage: expect.stringMatching(/^Too many requests/) });
  });
});
