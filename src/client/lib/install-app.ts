import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How this browser installs a web app: its own prompt (Chromium), the Share sheet (iOS Safari) or its menu. */
export type InstallWay = 'prompt' | 'ios' | 'other';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Listens from the first moment: Chromium fires beforeinstallprompt once, early, and it must be kept. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', emit);
}

/** Running as the installed app: nothing to install. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  // iPadOS reports itself as a Mac; a Mac with a touch screen is an iPad.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

function snapshot(): InstallWay | null {
  if (installed || isStandalone()) return null;
  if (deferred) return 'prompt';
  return isIos() ? 'ios' : 'other';
}

let last: InstallWay | null = null;
const read = () => {
  const next = snapshot();
  last = next;
  return last;
};

/** How to install here, or null when the app is installed or already running as the app (the button hides). */
export const useInstallWay = () =>
  useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);

/** Shows Chromium's own install prompt; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  emit();
  return outcome === 'accepted';
}
