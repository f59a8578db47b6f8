import { describe, expect, it } from 'vitest';
import SOURCE from '../public/push-handlers.js?raw';

/**
 * The service worker's hand-written part (public/push-handlers.js, loaded by importScripts): run in a sandbox whose
 * `self` records what the worker would do, with the payload the server's reminder sweep sends.
 */
const ORIGIN = 'https://lamplight.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  navigated?: string;
  controlled: boolean;
  navigate(url: string): Promise<FakeWindow>;
  focus(): Promise<FakeWindow>;
}

function worker(windows: FakeWindow[] = []) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: { body: string; tag: string; data: { url: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    registration: { showNotification: async (title: string, options: never) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  // The worker's global scope, as importScripts gives it: `self` and the platform's URL.
  new Function('self', 'URL', SOURCE)(self, URL);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { shown, opened, dispatch };
}

const fakeWindow = (url: string, { focused = false, controlled = true } = {}): FakeWindow => {
  const w: FakeWindow = {
    url,
    focused,
    controlled,
    navigate: async (to) => {
      if (!w.controlled) throw new TypeError('not controlled');
      w.navigated = to;
      return w;
    },
    focus: async () => w,
  };
  return w;
};

const reminder = {
  title: '1 of 6 practices done today',
  body: 'Psalm 23:1 — 5 practices left: note something you are grateful for, record how you feel and pray.',
  url: '/gratitude',
  tag: 'daily-reminder',
};

describe('the service worker’s push handlers', () => {
  it('show the reminder as the server sent it, the verse and what is left in the body', async () => {
    const sw = worker();
    await sw.dispatch('push', { data: { json: () => reminder, text: () => JSON.stringify(reminder) } });
    expect(sw.shown).toEqual([
      {
        title: reminder.title,
        options: expect.objectContaining({ body: reminder.body, tag: 'daily-reminder', data: { url: '/gratitude' } }),
      },
    ]);
  });

  it('a tap sends an open Lamplight window to the screen, or opens one', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const open = fakeWindow(`${ORIGIN}/journal`, { focused: true });
    const withWindow = worker([other, open]);
    await withWindow.dispatch('notificationclick', { notification: { data: { url: '/gratitude' }, close: () => {} } });
    expect(open.navigated).toBe(`${ORIGIN}/gratitude`);
    expect(other.navigated).toBeUndefined();
    expect(withWindow.opened).toEqual([]);

    const none = worker([]);
    await none.dispatch('notificationclick', { notification: { data: { url: '/journal?new=true' }, close: () => {} } });
    expect(none.opened).toEqual([`${ORIGIN}/journal?new=true`]);

    // A window the worker doesn't control yet can't be steered: a new one opens on the screen instead.
    const stranger = fakeWindow(`${ORIGIN}/`, { controlled: false });
    const uncontrolled = worker([stranger]);
    await uncontrolled.dispatch('notificationclick', { notification: { data: { url: '/mood' }, close: () => {} } });
    expect(uncontrolled.opened).toEqual([`${ORIGIN}/mood`]);
  });

  it('never opens anything but a screen of this app', async () => {
    for (const url of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      const sw = worker();
      await sw.dispatch('notificationclick', { notification: { data: { url }, close: () => {} } });
      expect(sw.opened).toEqual([`${ORIGIN}/`]);
    }
  });
});
