import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TEntryDays } from '@contract/common';
import { Button } from '@/components/ui/button';
import { DayFilterCalendar } from '@/components/ui/calendar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { dayKey } from '@/lib/dates';

export interface DayFilter {
  /** The chosen day of the person's own calendar ('yyyy-MM-dd'), or undefined for all days. */
  day: string | undefined;
  setDay: (day: string | undefined) => void;
  /** The month the calendar shows ('yyyy-MM'). */
  month: string;
  setMonth: (month: string) => void;
  /** The days of that month with at least one entry. */
  markedDays: string[];
  /** The list to show: the chosen day's entries, or all of them. */
  listUrl: string;
}

/**
 * Narrows a person's dated list (`/api/moods`, `/api/gratitudes`) to one day of their own calendar. The
 * server answers which days of the shown month have entries and the entries of a day, in the account's
 * time zone, so the calendar is right however much of the list has been loaded.
 */
export function useDayFilter(path: string, userId: number): DayFilter {
  const [day, setDay] = useState<string | undefined>();
  const [month, setMonth] = useState(() => dayKey(new Date()).slice(0, 7));
  const days = useQuery<TEntryDays>({ queryKey: [`${path}/days?userId=${userId}&month=${month}`] });
  const base = `${path}?userId=${userId}`;
  return { day, setDay, month, setMonth, markedDays: days.data?.days ?? [], listUrl: day ? `${base}&day=${day}` : base };
}

/** The "Filter by day" card beside a list: a month with the days that have entries marked, and a way back to all days. */
export function DayFilterCard({ filter, markedLabel }: { filter: DayFilter; markedLabel: string }) {
  const { day, setDay, month, setMonth, markedDays } = filter;
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Filter by day</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-2">
        <DayFilterCalendar
          selected={day}
          onSelect={setDay}
          month={month}
          onMonthChange={setMonth}
          markedDays={markedDays}
          markedLabel={markedLabel}
        />
        {day && (
          <Button variant="outline" size="sm" onClick={() => setDay(undefined)}>
            Show all days
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
