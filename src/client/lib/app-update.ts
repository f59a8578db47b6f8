import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker (vite-plugin-pwa, decision 080). A new release is installed in the background and then waits:
 * the person is asked ("A new version is ready — Reload") and it takes over only when they say so, never mid-entry.
 */
let updateReady = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    onNeedRefresh() {
      updateReady = true;
      listeners.forEach((l) => l());
    },
  });
}

/** True once a new release waits for the person's Reload. */
export const useUpdateReady = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => updateReady,
  );

/** The waiting release takes over and the page reloads onto it. */
export function reloadToUpdate() {
  if (applyUpdate) void applyUpdate(true);
  else window.location.reload();
}
