import { format } from 'date-fns';

const asDate = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d);

/** "March 10, 2026": the long US format used across the app. */
export const longDate = (d: Date | string) => format(asDate(d), 'MMMM d, yyyy');
/** "Mar 10, 2026": feed dates. */
export const shortDate = (d: Date | string) => format(asDate(d), 'MMM d, yyyy');
/** "Mar 10, 3:45 PM": comment dates. */
export const shortDateTime = (d: Date | string) => format(asDate(d), 'MMM d, h:mm a');

/** 'Good morning' before 12:00, 'Good afternoon' before 18:00, otherwise 'Good evening'. */
export function greetingFor(d: Date): string {
  const h = d.getHours();
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The browser's IANA time zone, sent at sign-up. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The browser-local calendar day of a moment, 'yyyy-MM-dd' (for grouping and calendar filters). */
export const dayKey = (d: Date | string) => format(asDate(d), 'yyyy-MM-dd');
/** "3:45 PM". */
export const timeOfDay = (d: Date | string) => format(asDate(d), 'h:mm a');
