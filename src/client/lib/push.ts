import { apiGet, apiRequest } from './api';

/**
 * Web Push on this device: the browser's PushManager, through the service worker, subscribed with the server's
 * VAPID key. Permission is asked only here, when the person turns push on, never on page load.
 */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

const fromBase64Url = (text: string) => {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

export class PushRefused extends Error {}

/** Asks for permission, subscribes this device and tells the server. */
export async function enablePushOnDevice(): Promise<void> {
  const reg = await registration();
  if (!reg) throw new PushRefused('This browser can’t receive reminders here. Install Lamplight as an app, then try again.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefused('Notifications are blocked for Lamplight. Allow them in your browser’s site settings, then try again.');
  }
  const { publicKey } = await apiGet<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());
}

/** Tells the server to stop, then ends this device's subscription. */
export async function disablePushOnDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
