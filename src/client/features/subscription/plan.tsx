import { Check } from 'lucide-react';
import { FEATURES } from '@contract/features';

/** The six things premium gives, each said only as true as it is today (decision 042). */
const PREMIUM_FEATURES: { text: string; available: boolean }[] = [
  { text: 'Personalised prayers from your journal, mood and gratitude', available: FEATURES.prayerAssistant },
  { text: 'A Bible connection for every prayer', available: FEATURES.prayerAssistant },
  { text: 'Words of encouragement for your day', available: FEATURES.prayerAssistant },
  { text: 'Prayers read aloud, with your name in them', available: FEATURES.prayerAssistant },
  { text: 'An e-mail two days before your trial turns into a paid plan', available: true },
  { text: 'Cancel anytime: premium lasts to the end of what you paid for', available: true },
];

export function PlanFeatures() {
  return (
    <ul className="grid gap-2 text-sm" aria-label="Premium features">
      {PREMIUM_FEATURES.map((f) => (
        <li key={f.text} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            {f.text}
            {!f.available && <span className="text-muted-foreground"> (coming soon)</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
