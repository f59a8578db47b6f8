import { BookOpen, Download, Heart, PenLine, Smile, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PRODUCT_NAME } from '@/app/brand';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

const GLOBAL_FLAG = 'onboarding_completed';
const userFlag = (userId: number) => `onboarding_completed_${userId}`;

function completed(userId: number): boolean {
  try {
    return localStorage.getItem(GLOBAL_FLAG) === 'true' || localStorage.getItem(userFlag(userId)) === 'true';
  } catch {
    return false;
  }
}

/** The tour opens by itself once: until it is finished or skipped (both flags), and only once the name is known. */
export function useOnboardingTour(userId: number, nameKnown: boolean) {
  const [dismissed, setDismissed] = useState(() => completed(userId));
  const [reopened, setReopened] = useState(false);
  const open = reopened || (!dismissed && nameKnown);

  const finish = useCallback(() => {
    localStorage.setItem(GLOBAL_FLAG, 'true');
    localStorage.setItem(userFlag(userId), 'true');
    setDismissed(true);
    setReopened(false);
  }, [userId]);

  /** View App Tour: clears both flags and opens the tour again. */
  const restart = useCallback(() => {
    localStorage.removeItem(GLOBAL_FLAG);
    localStorage.removeItem(userFlag(userId));
    setReopened(true);
  }, [userId]);

  return { open, finish, restart };
}

interface Step {
  id: string;
  title: string;
  body: string;
  icon: LucideIcon;
}

const steps = (firstName: string): Step[] => [
  {
    id: 'welcome',
    title: `Welcome to ${PRODUCT_NAME}, ${firstName}!`,
    body: 'A few quiet minutes with God each day: scripture, meditation, prayer, journaling, gratitude and honest feelings. Here is a short look around.',
    icon: BookOpen,
  },
  { id: 'journal', title: 'Journal your journey', body: 'Write what God is teaching you, with a verse and a mood if you like. Your entries are private to you.', icon: PenLine },
  { id: 'mood', title: 'Track your mood', body: 'Name how you feel in a tap, add a reflection, and see over a month whether the season has been light or heavy.', icon: Smile },
  { id: 'gratitude', title: 'Count your blessings', body: 'Note one thing you are grateful for each day. On hard days, a prompt helps you begin.', icon: Heart },
  { id: 'prayer', title: 'Make room for prayer', body: 'Prayer is one of your six daily practices. Bring what you wrote, felt and gave thanks for to God in your own words, then mark it on the Growth screen.', icon: Sparkles },
  { id: 'community', title: 'Grow together', body: 'Share reflections and prayer requests with the community, encourage others and be encouraged.', icon: Users },
  {
    id: 'install',
    title: `Keep ${PRODUCT_NAME} close`,
    body: `${PRODUCT_NAME} can be installed on your phone or computer like an app, so your daily practices are one tap away. Streaks and badges grow with every day you come back.`,
    icon: Download,
  },
];

export function OnboardingTour({ open, firstName, onFinish }: { open: boolean; firstName: string; onFinish: () => void }) {
  const [index, setIndex] = useState(0);
  const all = steps(firstName);
  const step = all[index]!;
  const last = index === all.length - 1;
  const Icon = step.icon;
  const finish = () => {
    setIndex(0);
    onFinish();
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && finish()}>
      <DialogContent hideClose aria-describedby="tour-body" className="max-w-md">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent" aria-hidden>
          <Icon className="size-7" />
        </span>
        <DialogHeader className="pr-0 text-center">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Step {index + 1} of {all.length}
          </p>
          <DialogTitle>{step.title}</DialogTitle>
          <DialogDescription id="tour-body">{step.body}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center gap-1.5" aria-hidden>
          {all.map((s, i) => (
            <span key={s.id} className={cn('h-2 rounded-full transition-all', i === index ? 'w-6 bg-accent' : 'w-2 bg-input')} />
          ))}
        </div>
        <div className="flex items-center justify-between gap-2">
          <Button variant="ghost" onClick={finish}>
            Skip Tour
          </Button>
          <div className="flex gap-2">
            {index > 0 && (
              <Button variant="outline" onClick={() => setIndex((i) => i - 1)}>
                Back
              </Button>
            )}
            <Button variant="accent" onClick={() => (last ? finish() : setIndex((i) => i + 1))}>
              {last ? 'Start Your Journey' : 'Next'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
