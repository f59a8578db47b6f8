// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new TypeError('Cannot read the entry "my private prayer"');
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  // React logs the caught error to the console; the test needn't show it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/journal/12?draft=secret');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the app error boundary', () => {
  it('shows a calm page with a way back instead of a blank one', () => {
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/Everything you saved is safe/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('reports the failure once, with its type and screen but none of its words', () => {
    // (A failure already reported from this page isn't sent twice: this one is on another screen.)
    window.history.replaceState(null, '', '/settings/12?draft=secret');
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    const posts = vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/client-errors');
    expect(posts).toHaveLength(1);
    const body = String(posts[0]![1]!.body);
    expect(JSON.parse(body)).toMatchObject({ kind: 'render', name: 'TypeError', route: '/settings' });
    expect(body).not.toMatch(/prayer|secret|settings\/12/);
  });
});
