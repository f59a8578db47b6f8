// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSubscriptionStatus } from '@contract/subscription';
import { AuthContext } from '@/lib/auth-state';
import { createQueryClient } from '@/lib/query-client';
import { SubscriptionGate } from './subscription-gate';
import { testUser } from '@/test/user';
import { noSubscription as base } from '@/test/subscription';

const user = testUser;

function renderGate(status: TSubscriptionStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/subscription/status/7');
      return new Response(JSON.stringify(status), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={{ user, checking: false, signIn: () => {}, signOut: async () => {} }}>
        <MemoryRouter initialEntries={['/prayer']}>
          <Routes>
            <Route
              path="/prayer"
              element={
                <SubscriptionGate feature="the Prayer Assistant" locked="Prayer assistant locked">
                  <p>Your prayer</p>
                </SubscriptionGate>
              }
            />
            <Route path="/subscription-status" element={<p>Account Status page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the subscription gate (§4.6)', () => {
  it('shows a spinner, then the content when the server grants access', async () => {
    renderGate({ ...base, status: 'trial', hasAccess: true, daysLeft: 3 });
    expect(screen.getByRole('status', { name: 'Checking your subscription' })).toBeTruthy();
    expect(await screen.findByText('Your prayer')).toBeTruthy();
  });

  it('offers the free trial to someone who never had premium, and hides the content', async () => {
    renderGate(base);
    expect(await screen.findByRole('heading', { name: 'Prayer assistant locked' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByText('Your prayer')).toBeNull();
  });

  it('offers the plan, not a trial, to an address that had its free trial (issue 37 §5)', async () => {
    renderGate({ ...base, trialAvailable: false });
    expect(
      await screen.findByText(/This e-mail address has had its free trial\. Premium is \$5\.00\/month, cancel anytime\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).toBeNull();
    expect(screen.queryByText('Your prayer')).toBeNull();
  });

  it('sends an expired or past_due plan to Account Status', async () => {
    renderGate({ ...base, status: 'past_due', requiresPayment: true, paymentMethodAdded: true });
    expect(await screen.findByText('Account Status page')).toBeTruthy();
    expect(screen.queryByText('Your prayer')).toBeNull();
  });
});
