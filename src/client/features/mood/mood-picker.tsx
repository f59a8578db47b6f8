import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { MOOD_GROUPS, moodOption, QUICK_MOODS, type MoodOption } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function MoodButton({
  mood,
  selected,
  onSelect,
  size = 'default',
}: {
  mood: MoodOption;
  selected: boolean;
  onSelect: (value: string) => void;
  size?: 'default' | 'small';
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(mood.value)}
      className={cn(
        'flex min-w-0 flex-col items-center justify-center gap-1 break-words rounded-lg border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        size === 'default' ? 'min-h-20 px-1 py-3 text-xs sm:px-2 sm:text-sm' : 'min-h-16 px-1 py-2 text-xs',
        selected ? 'border-accent bg-accent-soft text-foreground ring-2 ring-accent' : 'border-border bg-card hover:bg-muted',
      )}
    >
      <span aria-hidden className={size === 'default' ? 'text-2xl' : 'text-xl'}>
        {mood.emoji}
      </span>
      {mood.label}
    </button>
  );
}

export const QUICK_MOOD_OPTIONS = QUICK_MOODS.map((m) => moodOption(m)!);

/** The quick six, and the full list in its five groups a click away. */
export function MoodPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [showAll, setShowAll] = useState(() => value !== '' && !(QUICK_MOODS as readonly string[]).includes(value));
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Quick moods" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {QUICK_MOOD_OPTIONS.map((m) => (
          <MoodButton key={m.value} mood={m} selected={value === m.value} onSelect={onChange} />
        ))}
      </div>
      <Button variant="ghost" size="sm" aria-expanded={showAll} aria-controls="all-moods" onClick={() => setShowAll((s) => !s)}>
        {showAll ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        {showAll ? 'Fewer moods' : 'More moods'}
      </Button>
      {showAll && (
        <div id="all-moods" className="space-y-4">
          {MOOD_GROUPS.map((g) => (
            <div key={g.id} role="group" aria-labelledby={`mood-group-${g.id}`} className="space-y-2">
              <h3 id={`mood-group-${g.id}`} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {g.label}
              </h3>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                {g.moods.map((m) => (
                  <MoodButton key={m.value} mood={m} size="small" selected={value === m.value} onSelect={onChange} />
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
