/**
 * One rule everywhere: "today", the greeting and every date shown follow the account's time zone (the one
 * the server reckons days in, chosen in Settings), not the device's clock. The auth state sets it as soon
 * as it knows the person; signed out, the browser's zone is used.
 */
let accountZone: string | undefined;
export function setAccountTimeZone(timeZone: string | undefined) {
  accountZone = timeZone;
}

/** The browser's IANA time zone, sent at sign-up. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** The zone dates are shown in: the account's. */
export const displayTimeZone = () => accountZone ?? browserTimeZone();

const asDate = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatIn(d: Date | string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): string {
  const timeZone = displayTimeZone();
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, fmt);
  }
  // Browsers put a narrow no-break space before AM/PM: an ordinary space reads (and wraps) the same everywhere.
  return fmt.format(asDate(d)).replace(/\u202f/g, ' ');
}

/** "March 10, 2026": the long US format used across the app. */
export const longDate = (d: Date | string) => formatIn(d, { month: 'long', day: 'numeric', year: 'numeric' });
/** "Mar 10, 2026": feed dates. */
export const shortDate = (d: Date | string) => formatIn(d, { month: 'short', day: 'numeric', year: 'numeric' });
/** "Mar 10, 3:45 PM": comment dates. */
export const shortDateTime = (d: Date | string) => formatIn(d, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
/** "3:45 PM". */
export const timeOfDay = (d: Date | string) => formatIn(d, { hour: 'numeric', minute: '2-digit' });
/** The account's calendar day of a moment, 'yyyy-MM-dd' (what the server calls the user's local day). */
export const dayKey = (d: Date | string) => formatIn(d, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
/** The hour (0–23) of a moment on the account's clock. */
const hourOf = (d: Date) => Number(formatIn(d, { hour: 'numeric', hourCycle: 'h23' })) % 24;

/** 'Good morning' before 12:00, 'Good afternoon' before 18:00, otherwise 'Good evening', on the account's clock. */
export function greetingFor(d: Date): string {
  const h = hourOf(d);
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * A calendar day ('yyyy-MM-dd') as the Date a date picker shows for it: midnight of that day on the
 * browser's calendar, which is how pickers count. `calendarKey` turns a picked Date back into the day.
 */
export const calendarDate = (day: string) => new Date(`${day}T00:00:00`);
const pad = (n: number) => String(n).padStart(2, '0');
export const calendarKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** "March 10, 2026" for a calendar day (no zone involved: it is already a day). */
export const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(calendarDate(day));
