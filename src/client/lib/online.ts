import { useSyncExternalStore } from 'react';

/** The API reads the service worker keeps for offline use: one person's data, cleared when they sign out. */
export const PERSONAL_CACHE = 'lamplight-api';

/** Forgets the signed-in person's offline reads, so another account on this device never sees them. */
export async function clearPersonalCaches() {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(PERSONAL_CACHE);
  } catch {
    /* no cache storage (a private window): nothing kept */
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a network connection (as it reports it). */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
