import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * How this browser installs a web app: its own prompt (Chromium, once it has offered one), or the steps of its
 * platform where it has none (spec §1: "guides the user by platform").
 */
export type InstallWay =
  'prompt' | 'ios' | 'android-chrome' | 'android-samsung' | 'android-firefox' | 'desktop-chrome' | 'desktop-edge' | 'mac-safari' | 'other';

/** The standard's user-agent client hints, where the browser has them (Chromium). */
interface UserAgentData {
  platform?: string;
  mobile?: boolean;
  brands?: readonly { brand: string }[];
}

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

/**
 * The platform's way to install, read from the user agent (and its client hints where the string is reduced): the
 * steps differ by browser on Android, by browser on the desktop, and Safari on a Mac has its own.
 */
export function installPlatform(
  userAgent: string,
  touchPoints = 0,
  hints: UserAgentData | undefined = undefined,
): Exclude<InstallWay, 'prompt'> {
  if (isIos(userAgent, touchPoints)) return 'ios';
  const brands = (hints?.brands ?? []).map((b) => b.brand).join(' ');
  const android = /Android/.test(userAgent) || hints?.platform === 'Android';
  if (android) {
    if (/SamsungBrowser/.test(userAgent) || /Samsung Internet/.test(brands)) return 'android-samsung';
    if (/Firefox\//.test(userAgent)) return 'android-firefox';
    return 'android-chrome';
  }
  if (/Firefox\//.test(userAgent)) return 'other';
  if (/Edg\//.test(userAgent) || /Microsoft Edge/.test(brands)) return 'desktop-edge';
  if (/(Chrome|Chromium)\//.test(userAgent) && !/OPR\/|YaBrowser|Vivaldi/.test(userAgent)) return 'desktop-chrome';
  if (/Macintosh/.test(userAgent) && /Version\/[\d.]+.*Safari\//.test(userAgent)) return 'mac-safari';
  return 'other';
}

function snapshot(): InstallWay | null {
  if (installed || isStandalone()) return null;
  if (deferred) return 'prompt';
  return installPlatform(
    navigator.userAgent,
    navigator.maxTouchPoints,
    (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData,
  );
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
