// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRAYER_NAME_MAX } from '@contract/prayer';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { AuthContext } from '@/lib/auth-state';
import { createQueryClient } from '@/lib/query-client';
import { testUser } from '@/test/user';
import { NameDialog } from './name-dialog';

/** The bodies of the name saves sent to the server. */
let saves: unknown[];
const onDetected = vi.fn();
const onOpenChange = vi.fn();

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={{ user: testUser, checking: false, signIn: () => {}, signOut: async () => {} }}>
        <NameDialog open onOpenChange={onOpenChange} current={null} voice={null} canTranscribe={false} onDetected={onDetected} />
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('form', { name: 'Type your name' }));
}

const type = (form: ReturnType<typeof renderDialog>, value: string) => {
  fireEvent.input(form.getByLabelText('Or type your name'), { target: { value } });
  fireEvent.click(form.getByRole('button', { name: 'Save' }));
};

beforeEach(() => {
  dismissToast();
  saves = [];
  onDetected.mockReset();
  onOpenChange.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { name?: string };
      saves.push(body);
      return new Response(JSON.stringify({ prayerName: body.name ?? null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the typed name for prayers', () => {
  it('is checked by the contract’s schema at the field, and nothing is sent', async () => {
    const form = renderDialog();
    type(form, '   ');
    expect(await form.findByText('Please type a name')).toBeTruthy();
    expect(form.getByLabelText('Or type your name').getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);
  });

  it('is never cut: past the limit it counts how far over and says the limit', async () => {
    const form = renderDialog();
    type(form, 'A'.repeat(PRAYER_NAME_MAX + 3));
    expect(await form.findByText(`A name can be at most ${PRAYER_NAME_MAX} characters`)).toBeTruthy();
    expect(form.getByText(`${PRAYER_NAME_MAX + 3} / ${PRAYER_NAME_MAX} (3 over the limit)`)).toBeTruthy();
    expect((form.getByLabelText('Or type your name') as HTMLInputElement).value).toHaveLength(PRAYER_NAME_MAX + 3);
    expect(saves).toEqual([]);
  });

  it('is saved trimmed, as the server keeps it, and used for the next prayer', async () => {
    const form = renderDialog();
    type(form, '  Hannie ');
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith('Hannie'));
    expect(saves).toEqual([{ userId: testUser.id, name: 'Hannie' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Your prayers will say “Hannie”.')).toBeTruthy();
  });
});
