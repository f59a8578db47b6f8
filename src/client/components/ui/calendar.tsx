import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './calendar.css';
import { calendarDate, calendarKey, dayKey } from '@/lib/dates';
import { cn } from '@/lib/utils';

/**
 * A month calendar for picking one day, with days that have entries marked. Days are 'yyyy-MM-dd' of the
 * person's own calendar (their account's time zone), as the server counts them. Only the screens that
 * filter by day import it (through `day-filter.tsx`), so its code loads with them and not before.
 */
export function DayFilterCalendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  markedDays,
  markedLabel,
  className,
}: {
  selected: string | undefined;
  onSelect: (day: string | undefined) => void;
  /** The month shown, 'yyyy-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Days with at least one entry. */
  markedDays: string[];
  /** How a marked day is announced ("has entries"). */
  markedLabel: string;
  className?: string;
}) {
  const today = calendarDate(dayKey(new Date()));
  const marked = useMemo(() => new Set(markedDays), [markedDays]);
  const markedDates = useMemo(() => markedDays.map(calendarDate), [markedDays]);
  return (
    <DayPicker
      mode="single"
      selected={selected ? calendarDate(selected) : undefined}
      onSelect={(d) => onSelect(d ? calendarKey(d) : undefined)}
      month={calendarDate(`${month}-01`)}
      onMonthChange={(m) => onMonthChange(calendarKey(m).slice(0, 7))}
      today={today}
      disabled={{ after: today }}
      modifiers={{ hasEntry: markedDates }}
      modifiersClassNames={{ hasEntry: 'has-entry' }}
      labels={{
        labelDayButton: (date, modifiers) =>
          `${date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}${marked.has(calendarKey(date)) ? `, ${markedLabel}` : ''}${modifiers.selected ? ', selected' : ''}`,
      }}
      className={cn('lamplight-calendar', className)}
    />
  );
}
