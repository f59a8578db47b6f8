import { Monitor, Moon, Sun } from 'lucide-react';
import { TEXT_SIZES, type TTextSize, type TTheme } from '@contract/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyAppearance } from '@/lib/appearance';
import { usePreferences, useUpdatePreferences } from './api';

const THEME_OPTIONS: { value: TTheme; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];
const SIZE_LABELS: Record<TTextSize, string> = { small: 'Small', medium: 'Medium', large: 'Large', 'x-large': 'Extra large' };

/** Light, dark or the device's; and the reading text size. Saved to the account, so every device follows. */
export function AppearanceCard() {
  const { data: prefs } = usePreferences();
  const update = useUpdatePreferences();
  const save = (change: { theme?: TTheme; textSize?: TTextSize }) => {
    if (!prefs) return;
    const before = { theme: prefs.theme, textSize: prefs.textSize };
    applyAppearance({ ...before, ...change });
    update.mutate(change, {
      onError: (err) => {
        applyAppearance(before);
        toast({ title: 'Error', description: errorMessage(err, 'Your appearance could not be saved.'), variant: 'destructive' });
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>How Lamplight looks on every device you sign in on.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div role="radiogroup" aria-label="Theme" className="grid grid-cols-3 gap-2">
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <Button
              key={value}
              role="radio"
              aria-checked={prefs?.theme === value}
              variant={prefs?.theme === value ? 'default' : 'outline'}
              className="min-h-11"
              disabled={!prefs}
              onClick={() => save({ theme: value })}
            >
              <Icon aria-hidden /> {label}
            </Button>
          ))}
        </div>
        <div className="grid gap-2">
          <div role="radiogroup" aria-label="Reading text size" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {TEXT_SIZES.map((size) => (
              <Button
                key={size}
                role="radio"
                aria-checked={prefs?.textSize === size}
                variant={prefs?.textSize === size ? 'default' : 'outline'}
                className="min-h-11"
                disabled={!prefs}
                onClick={() => save({ textSize: size })}
              >
                {SIZE_LABELS[size]}
              </Button>
            ))}
          </div>
          <p className="reading-base font-serif text-muted-foreground" aria-live="polite">
            Your word is a lamp to my feet, and a light for my path. — Psalm 119:105
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
