import { expect } from 'vitest';
import { signUp, type client, type FormPart, type TestApp, type TestUser } from './harness.js';

/**
 * The access matrix (issue 17 §1): every route the server registers has an entry here, and each entry is tried
 * as an anonymous caller, as another signed-in person and as the owner. A new route without an entry fails the
 * first test, so no route ships without its access rule being checked.
 *
 * - public: anyone; never 401/403.
 * - session: needs a session (401 without one) and only ever touches the caller's own data.
 * - own: names its owner (a path id, a ?userId=, a body userId or a row of theirs): 401 anonymous, 403/404 for
 *   anyone else — and the owner's data is the same afterwards — and 2xx for the owner.
 * - stream: the event stream; 401 anonymous (a signed-in stream is covered by the events tests).
 */
export type Access = 'public' | 'session' | 'own' | 'stream';
export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** A multipart upload instead of a JSON body. */
  form?: FormPart[];
}
export interface Ctx {
  t: TestApp;
  owner: TestUser;
  scriptureId: number;
  meditationId: number;
  badgeId: string;
}
export interface Entry {
  access: Access;
  /** A valid request by (or about) the owner; the same request is replayed by the other callers. */
  make: (c: Ctx) => Request | Promise<Request>;
  /** What the owner (or for public routes, anyone) gets; any 2xx when not given. */
  ok?: number[];
  /** Runs after the others, in this order: it changes or ends the owner's account or session. */
  last?: number;
}

type Answer = { statusCode: number; json: () => unknown; body: string };
/** A fixture's request must succeed: its answer (as T), or an error that says which status and body it got. */
const fixture = <T = unknown>(res: Answer): T => {
  if (res.statusCode >= 300) throw new Error(`fixture failed: ${res.statusCode} ${brief(res.body)}`);
  return res.json() as T;
};
export const created = async (res: Answer) => fixture<{ id: number }>(res);
const journalOf = async (c: Ctx) =>
  created(await c.owner.post('/api/journal', { userId: c.owner.id, title: 'Morning', content: 'A quiet start.' }));
const moodOf = async (c: Ctx) => created(await c.owner.post('/api/moods', { userId: c.owner.id, mood: 'peaceful' }));
const gratitudeOf = async (c: Ctx) => created(await c.owner.post('/api/gratitudes', { userId: c.owner.id, text: 'Bread today' }));
const postOf = async (c: Ctx) => created(await c.owner.post('/api/community', { userId: c.owner.id, content: 'Grace is sufficient.' }));
const commentOf = async (c: Ctx) => {
  const post = await postOf(c);
  return created(await c.owner.post(`/api/community/${post.id}/comments`, { userId: c.owner.id, content: 'Amen to that' }));
};

/** The sandbox card form's first step for the owner: a client secret and its intent (a trial starts if none). */
const setupOf = async (c: Ctx) => {
  return fixture<{ intentId: string; clientSecret: string; kind: 'setup' | 'payment' }>(
    await c.owner.post(`/api/subscription/setup-payment/${c.owner.id}`),
  );
};
const testCard = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2030, cvc: '123' });
const confirmedSetupOf = async (c: Ctx, cardNumber = '4242424242424242') => {
  const setup = await setupOf(c);
  fixture(
    await c.owner.post(`/api/subscription/sandbox/intents/${setup.intentId}/confirm`, {
      clientSecret: setup.clientSecret,
      ...testCard(cardNumber),
    }),
  );
  return setup;
};

/** A premium owner (a trial started) with a journal entry, a mood and a gratitude: ready for a prayer. */
const readyForPrayer = async (c: Ctx) => {
  await setupOf(c);
  await journalOf(c);
  await moodOf(c);
  await gratitudeOf(c);
};
const prayerOf = async (c: Ctx) => {
  await readyForPrayer(c);
  return created(await c.owner.post('/api/prayer-assistant', { userId: c.owner.id }));
};

/** A short WebM recording (its container's magic number and some bytes), as the name dialog records one. */
export const TEST_RECORDING = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(400, 7)]);
export const recordingForm = (userId: number, data = TEST_RECORDING, type = 'audio/webm;codecs=opus'): FormPart[] => [
  { name: 'userId', value: String(userId) },
  { name: 'audio', filename: 'name.webm', type, data },
];
const voiceOf = async (c: Ctx) => {
  await setupOf(c);
  const res = await c.owner.upload('/api/users/voice-pronunciation', recordingForm(c.owner.id));
  if (res.statusCode >= 300) throw new Error(`fixture failed: ${res.statusCode} ${brief(res.body)}`);
};

const prayerRequestOf = async (c: Ctx) =>
  created(await c.owner.post('/api/prayer-list', { userId: c.owner.id, title: 'Mum', notes: 'Her knee', rhythm: { type: 'daily' } }));
const PLAN = 'psalms-30';
const startedPlan = async (c: Ctx) => {
  fixture(await c.owner.post(`/api/plans/${PLAN}/start`, { userId: c.owner.id }));
};
const prayerPostOf = async (c: Ctx) =>
  created(await c.owner.post('/api/community', { userId: c.owner.id, content: 'Please pray for my exams.', type: 'prayer' }));

const get = (url: string): Request => ({ method: 'GET', url });
const MONTH = '2026-03';

export const ACCESS: Record<string, Entry> = {
  'GET /api/health': { access: 'public', make: () => get('/api/health') },
  'GET /api/ready': { access: 'public', make: () => get('/api/ready') },
  // The picture behind a share link: answered by the server alone, built web app or not (the page itself is the
  // app shell, covered by the sharing and appearance tests).
  'GET /shared/{*}': { access: 'public', make: () => get('/shared/not-a-link/image.png'), ok: [404] },
  'POST /api/client-errors': {
    access: 'public',
    make: () => ({
      method: 'POST',
      url: '/api/client-errors',
      payload: { kind: 'render', name: 'TypeError', route: '/journal', frames: [] },
    }),
  },

  'POST /api/auth/register': {
    access: 'public',
    make: () => {
      const n = Math.random().toString(36).slice(2, 10);
      return {
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Lydia', email: `lydia${n}@example.com`, username: `lydia${n}`, password: 'purple cloth', gender: 'female' },
      };
    },
  },
  'POST /api/auth/login': {
    access: 'public',
    make: (c) => ({ method: 'POST', url: '/api/auth/login', payload: { username: c.owner.username, password: c.owner.account.password } }),
  },
  'POST /api/auth/forgot-password': {
    access: 'public',
    make: (c) => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: c.owner.email } }),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    // A real token is covered by the auth tests; here: refused for a made-up one, never 5xx, no session needed.
    make: () => ({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'made-up', newPassword: 'a new lamp oil' } }),
    ok: [400],
  },
  'GET /api/auth/session': { access: 'public', make: () => get('/api/auth/session') },
  'GET /api/auth/me': { access: 'session', make: () => get('/api/auth/me') },
  'POST /api/auth/logout': { access: 'public', make: () => ({ method: 'POST', url: '/api/auth/logout' }), last: 3 },

  'GET /api/events': { access: 'stream', make: () => get('/api/events') },

  'GET /api/bible/passage': { access: 'public', make: () => get('/api/bible/passage?ref=John%203:16') },
  'GET /api/bible/search': { access: 'public', make: () => get('/api/bible/search?q=light') },
  'GET /api/bible/context': { access: 'session', make: () => get('/api/bible/context?ref=Micah%206:8') },

  'GET /api/scriptures': { access: 'public', make: () => get('/api/scriptures') },
  'GET /api/scriptures/daily': { access: 'public', make: () => get('/api/scriptures/daily') },
  'GET /api/scriptures/{id}/interpretation': { access: 'session', make: (c) => get(`/api/scriptures/${c.scriptureId}/interpretation`) },
  'GET /api/scriptures/favorites/{userId}': { access: 'own', make: (c) => get(`/api/scriptures/favorites/${c.owner.id}`) },
  'POST /api/scriptures/{id}/favorite': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: `/api/scriptures/${c.scriptureId}/favorite`, payload: { userId: c.owner.id } }),
  },

  'GET /api/meditations': { access: 'public', make: () => get('/api/meditations') },
  'GET /api/meditations/count': { access: 'public', make: () => get('/api/meditations/count') },
  'GET /api/meditations/daily': { access: 'public', make: () => get('/api/meditations/daily') },
  'GET /api/meditations/{id}': { access: 'public', make: (c) => get(`/api/meditations/${c.meditationId}`) },
  'GET /api/meditation/audio': { access: 'public', make: () => get('/api/meditation/audio') },
  'GET /api/meditations/favorites/{userId}': { access: 'own', make: (c) => get(`/api/meditations/favorites/${c.owner.id}`) },
  'POST /api/meditations/{id}/favorite': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: `/api/meditations/${c.meditationId}/favorite`, payload: { userId: c.owner.id } }),
  },

  'GET /api/journal': { access: 'own', make: (c) => get(`/api/journal?userId=${c.owner.id}`) },
  'POST /api/journal': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: '/api/journal', payload: { userId: c.owner.id, title: 'Evening', content: 'Thankful.' } }),
  },
  'GET /api/journal/{id}': { access: 'own', make: async (c) => get(`/api/journal/${(await journalOf(c)).id}`) },
  'PUT /api/journal/{id}': {
    access: 'own',
    make: async (c) => ({
      method: 'PUT',
      url: `/api/journal/${(await journalOf(c)).id}`,
      payload: { userId: c.owner.id, title: 'Changed', content: 'Changed by its writer.' },
    }),
  },
  'DELETE /api/journal/{id}': { access: 'own', make: async (c) => ({ method: 'DELETE', url: `/api/journal/${(await journalOf(c)).id}` }) },

  'GET /api/moods': { access: 'own', make: (c) => get(`/api/moods?userId=${c.owner.id}`) },
  'POST /api/moods': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: '/api/moods', payload: { userId: c.owner.id, mood: 'grateful', reflection: 'A good day' } }),
  },
  'GET /api/moods/days': { access: 'own', make: (c) => get(`/api/moods/days?userId=${c.owner.id}&month=${MONTH}`) },
  'GET /api/moods/trend': { access: 'own', make: (c) => get(`/api/moods/trend?userId=${c.owner.id}`) },
  'DELETE /api/moods/{id}': { access: 'own', make: async (c) => ({ method: 'DELETE', url: `/api/moods/${(await moodOf(c)).id}` }) },

  'GET /api/gratitudes': { access: 'own', make: (c) => get(`/api/gratitudes?userId=${c.owner.id}`) },
  'POST /api/gratitudes': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: '/api/gratitudes', payload: { userId: c.owner.id, text: 'Friends who call' } }),
  },
  'GET /api/gratitudes/days': { access: 'own', make: (c) => get(`/api/gratitudes/days?userId=${c.owner.id}&month=${MONTH}`) },
  'DELETE /api/gratitudes/{id}': {
    access: 'own',
    make: async (c) => ({ method: 'DELETE', url: `/api/gratitudes/${(await gratitudeOf(c)).id}` }),
  },

  'GET /api/community': { access: 'session', make: () => get('/api/community') },
  'GET /api/community/top': { access: 'session', make: () => get('/api/community/top') },
  'POST /api/community': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: '/api/community', payload: { userId: c.owner.id, content: 'Be still and know.' } }),
  },
  'DELETE /api/community/{postId}': {
    access: 'own',
    make: async (c) => ({ method: 'DELETE', url: `/api/community/${(await postOf(c)).id}` }),
  },
  'GET /api/community/{postId}/comments': { access: 'session', make: async (c) => get(`/api/community/${(await postOf(c)).id}/comments`) },
  'POST /api/community/{postId}/comments': {
    access: 'own',
    make: async (c) => ({
      method: 'POST',
      url: `/api/community/${(await postOf(c)).id}/comments`,
      payload: { userId: c.owner.id, content: 'Praying with you' },
    }),
  },
  'DELETE /api/community/comments/{commentId}': {
    access: 'own',
    make: async (c) => ({ method: 'DELETE', url: `/api/community/comments/${(await commentOf(c)).id}` }),
  },
  // Anyone signed in may like anyone's post, as themselves: the body names no one.
  'POST /api/community/{postId}/like': {
    access: 'session',
    make: async (c) => ({ method: 'POST', url: `/api/community/${(await postOf(c)).id}/like` }),
  },

  'GET /api/subscription/config': { access: 'session', make: () => get('/api/subscription/config') },
  'GET /api/subscription/status/{id}': { access: 'own', make: (c) => get(`/api/subscription/status/${c.owner.id}`) },
  'POST /api/subscription/setup-payment/{id}': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: `/api/subscription/setup-payment/${c.owner.id}` }),
  },
  'POST /api/create-subscription': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: '/api/create-subscription', payload: { userId: c.owner.id } }),
  },
  'POST /api/subscription/confirm-payment/{id}': {
    access: 'own',
    make: async (c) => {
      const setup = await confirmedSetupOf(c);
      const key = setup.kind === 'setup' ? 'setupIntentId' : 'paymentIntentId';
      return {
        method: 'POST',
        url: `/api/subscription/confirm-payment/${c.owner.id}`,
        payload: { [key]: setup.intentId, paymentMethodAdded: true },
      };
    },
  },
  'POST /api/subscription/cancel/{id}': {
    access: 'own',
    make: async (c) => {
      await setupOf(c);
      return { method: 'POST', url: `/api/subscription/cancel/${c.owner.id}` };
    },
  },
  'POST /api/subscription/auto-renew/{id}': {
    access: 'own',
    make: async (c) => {
      await setupOf(c);
      return { method: 'POST', url: `/api/subscription/auto-renew/${c.owner.id}`, payload: { autoRenew: false } };
    },
  },
  'POST /api/subscription/sandbox/intents/{intentId}/confirm': {
    access: 'own',
    make: async (c) => {
      const setup = await setupOf(c);
      return {
        method: 'POST',
        url: `/api/subscription/sandbox/intents/${setup.intentId}/confirm`,
        payload: { clientSecret: setup.clientSecret, ...testCard('4242424242424242') },
      };
    },
  },
  'POST /api/subscription/sandbox/intents/{intentId}/authenticate': {
    access: 'own',
    make: async (c) => {
      const setup = await confirmedSetupOf(c, '4000002500003155');
      return {
        method: 'POST',
        url: `/api/subscription/sandbox/intents/${setup.intentId}/authenticate`,
        payload: { clientSecret: setup.clientSecret, approve: true },
      };
    },
  },
  // Stripe's webhook: no session, a signature instead; without Stripe keys (the sandbox) there is nothing to receive.
  'POST /api/stripe/webhook': {
    access: 'public',
    make: () => ({ method: 'POST', url: '/api/stripe/webhook', payload: { id: 'evt_made_up', type: 'invoice.paid' } }),
    ok: [400, 404],
  },

  'POST /api/prayer-assistant': {
    access: 'own',
    make: async (c) => {
      await readyForPrayer(c);
      return { method: 'POST', url: '/api/prayer-assistant', payload: { userId: c.owner.id, detectedName: 'Hannah' } };
    },
  },
  'GET /api/prayer-assistant/readiness': { access: 'own', make: (c) => get(`/api/prayer-assistant/readiness?userId=${c.owner.id}`) },
  'GET /api/prayer-assistant/prayers': { access: 'own', make: (c) => get(`/api/prayer-assistant/prayers?userId=${c.owner.id}`) },
  'DELETE /api/prayer-assistant/prayers/{id}': {
    access: 'own',
    make: async (c) => ({ method: 'DELETE', url: `/api/prayer-assistant/prayers/${(await prayerOf(c)).id}` }),
  },
  'PUT /api/prayer-assistant/name': {
    access: 'own',
    make: (c) => ({ method: 'PUT', url: '/api/prayer-assistant/name', payload: { userId: c.owner.id, name: 'Hannah' } }),
  },
  'DELETE /api/prayer-assistant/name': {
    access: 'own',
    make: (c) => ({ method: 'DELETE', url: `/api/prayer-assistant/name?userId=${c.owner.id}` }),
  },
  // Without a speech-to-text provider the answer is {success:false} at once; the recording is still checked.
  'POST /api/analyze-voice': {
    access: 'own',
    make: async (c) => {
      await setupOf(c);
      return {
        method: 'POST',
        url: '/api/analyze-voice',
        payload: { userId: c.owner.id, audio: `data:audio/webm;codecs=opus;base64,${TEST_RECORDING.toString('base64')}` },
      };
    },
  },
  // Premium to record (decision 139): the owner starts the trial first.
  'POST /api/users/voice-pronunciation': {
    access: 'own',
    make: async (c) => {
      await setupOf(c);
      return { method: 'POST', url: '/api/users/voice-pronunciation', form: recordingForm(c.owner.id) };
    },
  },
  'GET /api/users/voice-pronunciation': {
    access: 'own',
    make: async (c) => {
      await voiceOf(c);
      return get(`/api/users/voice-pronunciation?userId=${c.owner.id}`);
    },
  },
  'DELETE /api/users/voice-pronunciation': {
    access: 'own',
    make: async (c) => {
      await voiceOf(c);
      return { method: 'DELETE', url: `/api/users/voice-pronunciation?userId=${c.owner.id}` };
    },
  },

  'POST /api/care/check': {
    access: 'session',
    make: () => ({ method: 'POST', url: '/api/care/check', payload: { text: 'A long day, but a good one.' } }),
  },
  'GET /api/push/public-key': { access: 'public', make: () => get('/api/push/public-key') },
  'GET /api/push/subscriptions': { access: 'session', make: () => get('/api/push/subscriptions') },
  'POST /api/push/subscriptions': {
    access: 'session',
    make: (c) => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: {
        endpoint: `https://push.example/device-${c.owner.id}`,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    }),
    ok: [201],
  },
  'DELETE /api/push/subscriptions': {
    access: 'session',
    make: (c) => ({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: `https://push.example/device-${c.owner.id}` } }),
  },
  // The reminder e-mail's unsubscribe link: the signed token is the authority, not a session (decision 084).
  'POST /api/reminders/unsubscribe': {
    access: 'public',
    make: (c) => ({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(c.t.app.deps.links.sign('reminder-emails-off', c.owner.id))}`,
    }),
  },
  'GET /api/prayer-list': { access: 'own', make: (c) => get(`/api/prayer-list?userId=${c.owner.id}`) },
  'GET /api/prayer-list/today': { access: 'own', make: (c) => get(`/api/prayer-list/today?userId=${c.owner.id}`) },
  'POST /api/prayer-list': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: '/api/prayer-list', payload: { userId: c.owner.id, title: 'Dad', rhythm: { type: 'daily' } } }),
  },
  'PUT /api/prayer-list/{id}': {
    access: 'own',
    make: async (c) => ({
      method: 'PUT',
      url: `/api/prayer-list/${(await prayerRequestOf(c)).id}`,
      payload: { userId: c.owner.id, title: 'Mum and Dad', rhythm: { type: 'daily' } },
    }),
  },
  'DELETE /api/prayer-list/{id}': {
    access: 'own',
    make: async (c) => ({ method: 'DELETE', url: `/api/prayer-list/${(await prayerRequestOf(c)).id}` }),
  },
  'POST /api/prayer-list/{id}/prayed': {
    access: 'own',
    make: async (c) => ({ method: 'POST', url: `/api/prayer-list/${(await prayerRequestOf(c)).id}/prayed` }),
  },
  'POST /api/prayer-list/{id}/answered': {
    access: 'own',
    make: async (c) => ({
      method: 'POST',
      url: `/api/prayer-list/${(await prayerRequestOf(c)).id}/answered`,
      payload: { note: 'Healed well' },
    }),
  },
  'PUT /api/prayer-list/{id}/include': {
    access: 'own',
    make: async (c) => ({
      method: 'PUT',
      url: `/api/prayer-list/${(await prayerRequestOf(c)).id}/include`,
      payload: { userId: c.owner.id, include: true },
    }),
  },
  'POST /api/prayer-list/{id}/archive': {
    access: 'own',
    make: async (c) => ({ method: 'POST', url: `/api/prayer-list/${(await prayerRequestOf(c)).id}/archive` }),
  },
  'POST /api/prayer-list/{id}/restore': {
    access: 'own',
    make: async (c) => ({ method: 'POST', url: `/api/prayer-list/${(await prayerRequestOf(c)).id}/restore` }),
  },
  'GET /api/plans': { access: 'session', make: () => get('/api/plans') },
  'GET /api/plans/mine': { access: 'own', make: (c) => get(`/api/plans/mine?userId=${c.owner.id}`) },
  'GET /api/plans/{planId}': { access: 'own', make: (c) => get(`/api/plans/${PLAN}?userId=${c.owner.id}`) },
  'POST /api/plans/{planId}/start': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: `/api/plans/${PLAN}/start`, payload: { userId: c.owner.id } }),
  },
  'POST /api/plans/{planId}/days/{day}': {
    access: 'own',
    make: async (c) => {
      await startedPlan(c);
      return { method: 'POST', url: `/api/plans/${PLAN}/days/1`, payload: { userId: c.owner.id } };
    },
  },
  'DELETE /api/plans/{planId}/days/{day}': {
    access: 'own',
    make: async (c) => {
      await startedPlan(c);
      await c.owner.post(`/api/plans/${PLAN}/days/2`, { userId: c.owner.id });
      return { method: 'DELETE', url: `/api/plans/${PLAN}/days/2`, payload: { userId: c.owner.id } };
    },
  },
  'POST /api/plans/{planId}/shift': {
    access: 'own',
    make: async (c) => {
      await startedPlan(c);
      return { method: 'POST', url: `/api/plans/${PLAN}/shift`, payload: { userId: c.owner.id } };
    },
  },
  'POST /api/plans/{planId}/quit': {
    access: 'own',
    make: async (c) => {
      await startedPlan(c);
      return { method: 'POST', url: `/api/plans/${PLAN}/quit`, payload: { userId: c.owner.id } };
    },
  },
  // Anyone signed in may say they prayed for a prayer request, as themselves.
  'POST /api/community/{postId}/prayed': {
    access: 'session',
    make: async (c) => ({ method: 'POST', url: `/api/community/${(await prayerPostOf(c)).id}/prayed` }),
  },
  'PUT /api/community/{postId}/answered': {
    access: 'own',
    make: async (c) => ({ method: 'PUT', url: `/api/community/${(await prayerPostOf(c)).id}/answered`, payload: { answered: true } }),
  },

  'GET /api/badges': { access: 'session', make: () => get('/api/badges') },
  'GET /api/daily-encouragement': { access: 'session', make: () => get('/api/daily-encouragement') },
  'GET /api/users/{id}': { access: 'own', make: (c) => get(`/api/users/${c.owner.id}`) },
  'GET /api/users/{id}/badges': { access: 'own', make: (c) => get(`/api/users/${c.owner.id}/badges`) },
  'PATCH /api/users/{id}/badges/{badgeId}': {
    access: 'own',
    make: (c) => ({ method: 'PATCH', url: `/api/users/${c.owner.id}/badges/${c.badgeId}`, payload: {} }),
  },
  'GET /api/users/{id}/completions': { access: 'own', make: (c) => get(`/api/users/${c.owner.id}/completions`) },
  'POST /api/users/{id}/completions': {
    access: 'own',
    make: (c) => ({ method: 'POST', url: `/api/users/${c.owner.id}/completions`, payload: { userId: c.owner.id, type: 'prayer' } }),
  },
  'GET /api/users/{id}/completions/items': { access: 'own', make: (c) => get(`/api/users/${c.owner.id}/completions/items?type=scripture`) },
  'GET /api/users/{id}/streaks': { access: 'own', make: (c) => get(`/api/users/${c.owner.id}/streaks`) },
  'PATCH /api/users/{id}/streaks/{activity}': {
    access: 'own',
    make: (c) => ({ method: 'PATCH', url: `/api/users/${c.owner.id}/streaks/journal`, payload: {} }),
  },
  'GET /api/users/{id}/growth-stats': { access: 'own', make: (c) => get(`/api/users/${c.owner.id}/growth-stats`) },
  'GET /api/users/{id}/export': { access: 'own', make: (c) => get(`/api/users/${c.owner.id}/export`) },
  'PUT /api/users/{id}/onboarding': {
    access: 'own',
    make: (c) => ({ method: 'PUT', url: `/api/users/${c.owner.id}/onboarding`, payload: { completed: true } }),
  },
  'GET /api/preferences/{id}': { access: 'own', make: (c) => get(`/api/preferences/${c.owner.id}`) },
  'PUT /api/preferences/{id}': {
    access: 'own',
    make: (c) => ({ method: 'PUT', url: `/api/preferences/${c.owner.id}`, payload: { userId: c.owner.id, dailyReminderTime: '07:30' } }),
  },
  'PUT /api/users/{id}': {
    access: 'own',
    make: (c) => ({ method: 'PUT', url: `/api/users/${c.owner.id}`, payload: { name: 'Priscilla' } }),
  },
  'PUT /api/users/{id}/change-password': {
    access: 'own',
    make: (c) => ({
      method: 'PUT',
      url: `/api/users/${c.owner.id}/change-password`,
      payload: { currentPassword: c.owner.account.password, newPassword: 'tent makers of Corinth' },
    }),
    last: 1,
  },
  'DELETE /api/users/{id}': {
    access: 'own',
    // After the password change (last: 1), so it confirms with the new one.
    make: (c) => ({ method: 'DELETE', url: `/api/users/${c.owner.id}`, payload: { password: 'tent makers of Corinth' } }),
    last: 2,
  },
};

/** An answer's body, cut short for a failure message. */
export const brief = (body: string) => (body.length > 300 ? `${body.slice(0, 300)}…` : body);

export const send = (caller: ReturnType<typeof client>, r: Request) => {
  if (r.form) return caller.upload(r.url, r.form, r.method === 'PUT' ? 'PUT' : 'POST');
  if (r.method === 'GET') return caller.get(r.url);
  if (r.method === 'POST') return caller.post(r.url, r.payload);
  if (r.method === 'PUT') return caller.put(r.url, r.payload);
  if (r.method === 'PATCH') return caller.patch(r.url, r.payload);
  return caller.del(r.url, r.payload);
};

/** A new owner with the ids the fixtures need. */
export async function context(t: TestApp): Promise<Ctx> {
  const owner = await signUp(t.app);
  const scriptureId = ((await owner.get('/api/scriptures/daily')).json() as { id: number }).id;
  const meditationId = ((await owner.get('/api/meditations/daily')).json() as { id: number }).id;
  const badgeId = ((await owner.get('/api/badges')).json() as { id: string }[])[0]!.id;
  return { t, owner, scriptureId, meditationId, badgeId };
}

/** Everything the owner can read about themselves, to compare before and after others tried their routes. */
export async function snapshot(owner: TestUser) {
  const res = await owner.get(`/api/users/${owner.id}/export`);
  expect(res.statusCode).toBe(200);
  const data = res.json() as Record<string, unknown>;
  delete data.exportedAt;
  return JSON.stringify(data);
}
