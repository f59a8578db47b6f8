const RELOADED_AT = 'lamplight:reloaded-for-update';
/** Within this long after a reload for an update, another failure is a real fault, not a release: no loop. */
const ONCE_WITHIN_MS = 5 * 60 * 1000;
let reloading = false;

/** This page is on its way out (a reload for an update has begun): its failures need no report. */
export const isReloadingForUpdate = () => reloading;

/**
 * Reloads the page so it picks up the new release (at `href`, the address being opened, when given), at most
 * once in five minutes per tab. True when it reloads; false when it already did (or can't remember that it
 * did), so the caller shows a notice instead.
 */
export function reloadForUpdateOnce(href?: string, now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT)) || 0;
    if (now - last < ONCE_WITHIN_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reloading = true;
  if (href) window.location.assign(href);
  else window.location.reload();
  return true;
}

/**
 * Vite's loader failed to fetch a screen's scripts or styles: load the page afresh once, at the address
 * being opened (`target()`: the router's pending navigation), so the person lands where they were going.
 * The error still reaches the route, which shows "Lamplight was updated" (and reports it only when no
 * reload is under way).
 */
export function recoverFromStaleAssets(target: () => string | undefined) {
  window.addEventListener('vite:preloadError', () => void reloadForUpdateOnce(target()));
}
