import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DayFilterCalendar } from '@/components/ui/calendar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { dayKey } from '@/lib/dates';

export interface DayFilter<T> {
  /** The chosen day, or undefined for all days. */
  day: Date | undefined;
  setDay: (day: Date | undefined) => void;
  /** The browser-local days on which at least one entry was made. */
  markedDays: Date[];
  /** The entries of the chosen day, or all of them. */
  shown: T[];
}

/**
 * Narrows a dated list to one day. Entries carry UTC timestamps; they are grouped by the browser's local
 * day (`dayKey`), the same day the calendar shows, so an evening entry isn't filed under tomorrow.
 */
export function useDayFilter<T extends { date: string }>(entries: T[]): DayFilter<T> {
  const [day, setDay] = useState<Date | undefined>();
  const markedDays = useMemo(() => [...new Set(entries.map((e) => dayKey(e.date)))].map((k) => new Date(`${k}T00:00:00`)), [entries]);
  const shown = day ? entries.filter((e) => dayKey(e.date) === dayKey(day)) : entries;
  return { day, setDay, markedDays, shown };
}

/** The "Filter by day" card beside a list: a month with the days that have entries marked, and a way back to all days. */
export function DayFilterCard({ filter, markedLabel }: { filter: DayFilter<unknown>; markedLabel: string }) {
  const { day, setDay, markedDays } = filter;
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Filter by day</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-2">
        <DayFilterCalendar selected={day} onSelect={setDay} markedDays={markedDays} markedLabel={markedLabel} />
        {day && (
          <Button variant="outline" size="sm" onClick={() => setDay(undefined)}>
            Show all days
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
