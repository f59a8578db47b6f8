import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './calendar.css';
import { cn } from '@/lib/utils';

/**
 * A month calendar for picking one day, with days that have entries marked. Only the screens that
 * filter by day import it (through `day-filter.tsx`), so its code loads with them and not before.
 */
export function DayFilterCalendar({
  selected,
  onSelect,
  markedDays,
  markedLabel,
  className,
}: {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  /** Days with at least one entry. */
  markedDays: Date[];
  /** How a marked day is announced ("has entries"). */
  markedLabel: string;
  className?: string;
}) {
  const today = useMemo(() => new Date(), []);
  const marked = useMemo(() => new Set(markedDays.map((d) => d.toDateString())), [markedDays]);
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={onSelect}
      defaultMonth={selected ?? today}
      disabled={{ after: today }}
      modifiers={{ hasEntry: markedDays }}
      modifiersClassNames={{ hasEntry: 'has-entry' }}
      labels={{ labelDayButton: (date, modifiers) => `${date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}${marked.has(date.toDateString()) ? `, ${markedLabel}` : ''}${modifiers.selected ? ', selected' : ''}` }}
      className={cn('lamplight-calendar', className)}
    />
  );
}
