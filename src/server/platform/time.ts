/** A clock is an input: services call now() so tests can move time instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') that `at` falls on in the given IANA zone. */
export function localDay(at: Date, timeZone: string): string {
  let fmt = dayFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, fmt);
  }
  return fmt.format(at);
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
