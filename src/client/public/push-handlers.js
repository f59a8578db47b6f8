/* Loaded by the service worker (Workbox importScripts): shows a reminder that arrives by Web Push and opens the
   right screen when it is tapped. The payload is JSON from the server's reminder sweep: { title, body, url, tag }. */
/* global self */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Lamplight';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: '/icons/pwa-192x192.png',
      badge: '/icons/pwa-192x192.png',
      tag: data.tag || 'lamplight-reminder',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/';
  // Only a path of this app, made absolute: navigate() and openWindow() then open exactly this screen.
  const url = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const ours = windows.filter((w) => new URL(w.url).origin === self.location.origin);
      // A window this worker controls can be sent to the screen; an uncontrolled one can't (navigate() rejects).
      const open = ours.find((w) => w.focused) || ours[0];
      if (open && 'navigate' in open) {
        try {
          const moved = await open.navigate(url);
          if (moved) return moved.focus();
        } catch {
          /* not ours to steer: open a window instead */
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
