/** Each zone's formatter, and its day at the clock minute last asked about: a hot read asks many times a minute. */
const zoneDays = new Map<string, { fmt: Intl.DateTimeFormat; minute: number; day: string }>();
/**
 * Since 1972 every zone's offset from UTC is a whole number of minutes, so a local day never begins in the middle of
 * a clock minute. Before it (Liberia's -0:44:30, say) the day is worked out every time.
 */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);

/** The calendar day ('YYYY-MM-DD') that `at` falls on in the given IANA zone. */
export function localDay(at: Date, timeZone: string): string {
  const t = at.getTime();
  const minute = Math.floor(t / 60_000);
  let zone = zoneDays.get(timeZone);
  if (zone?.minute === minute) return zone.day;
  if (!zone) {
    const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zone = { fmt, minute: NaN, day: '' };
    zoneDays.set(timeZone, zone);
  }
  const day = zone.fmt.format(at);
  if (t >= WHOLE_MINUTE_OFFSETS_SINCE) {
    zone.minute = minute;
    zone.day = day;
  }
  return day;
}

/** 'YYYY-MM-DD' shifted by whole days (calendar arithmetic in UTC, no zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day: a counter that moves by one each calendar day. */
export function dayNumber(day: string): number {
  return Math.floor(new Date(`${day}T00:00:00Z`).getTime() / 86_400_000);
}

/** Today's item of a list walked one a day: the same for everyone whose local date is the same. */
export function itemOfTheDay<T>(list: readonly T[], at: Date, timeZone: string): T {
  return list[dayNumber(localDay(at, timeZone)) % list.length]!;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  let fmt = offsetFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, fmt);
  }
  const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local calendar day ('YYYY-MM-DD') begins in the given zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`).getTime();
  // Two passes settle days whose offset differs from the previous evening's (daylight saving changes).
  let at = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  at = midnightUtc - zoneOffsetMs(new Date(at), timeZone);
  // A zone that skips midnight itself starts the day at the first instant that exists.
  while (localDay(new Date(at), timeZone) < day) at += 15 * 60 * 1000;
  while (localDay(new Date(at - 1), timeZone) === day) at -= 15 * 60 * 1000;
  return new Date(at);
}

/** Day of the year of a 'YYYY-MM-DD' day: 1 for January 1st. */
export function dayOfYear(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 0)) / 86_400_000);
}
