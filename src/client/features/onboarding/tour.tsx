import { BookOpen, Download, Heart, PenLine, Smile, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { TUser } from '@contract/auth';
import { FEATURES } from '@contract/features';
import { PRODUCT_NAME } from '@/components/brand';
import { InstallAppButton } from '@/components/install-app';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useSetOnboardingCompleted } from './api';

// The flags a browser kept before the server did (the spec's global and per-user ones): honoured once,
// by telling the server, so nobody who already took the tour sees it again.
const LEGACY_GLOBAL_FLAG = 'onboarding_completed';
const legacyUserFlag = (userId: number) => `onboarding_completed_${userId}`;

function readLegacyFlag(userId: number): boolean {
  try {
    return localStorage.getItem(LEGACY_GLOBAL_FLAG) === 'true' || localStorage.getItem(legacyUserFlag(userId)) === 'true';
  } catch {
    return false;
  }
}
function clearLegacyFlags(userId: number) {
  try {
    localStorage.removeItem(LEGACY_GLOBAL_FLAG);
    localStorage.removeItem(legacyUserFlag(userId));
  } catch {
    /* nothing stored */
  }
}

/**
 * The tour opens by itself once per person: until its completion is on the server (finished or skipped,
 * on any device), and only once the name is known. View App Tour asks for it again.
 */
export function useOnboardingTour(user: TUser, nameKnown: boolean) {
  const setCompleted = useSetOnboardingCompleted();
  const [legacy] = useState(() => readLegacyFlag(user.id));
  const [closedHere, setClosedHere] = useState(false);
  const [reopened, setReopened] = useState(false);
  const due = !user.onboardingCompleted && !legacy && !closedHere;
  const open = reopened || (due && nameKnown);

  const { mutate } = setCompleted;
  useEffect(() => {
    if (legacy && !user.onboardingCompleted) mutate(true);
  }, [legacy, user.onboardingCompleted, mutate]);

  const finish = useCallback(() => {
    setClosedHere(true);
    setReopened(false);
    mutate(true);
  }, [mutate]);

  /** View App Tour: the completion is cleared and the tour opens again. */
  const restart = useCallback(() => {
    clearLegacyFlags(user.id);
    setReopened(true);
    mutate(false);
  }, [mutate, user.id]);

  return { open, finish, restart };
}

interface Step {
  id: string;
  title: string;
  body: string;
  icon: LucideIcon;
  /** The step's own action (the install step's Install App), beside Next. */
  action?: boolean;
}

const steps = (firstName: string): Step[] => [
  {
    id: 'welcome',
    title: firstName ? `Welcome to ${PRODUCT_NAME}, ${firstName}!` : `Welcome to ${PRODUCT_NAME}!`,
    body: 'A few quiet minutes with God each day: scripture, meditation, prayer, journaling, gratitude and honest feelings. Here is a short look around.',
    icon: BookOpen,
  },
  {
    id: 'journal',
    title: 'Journal your journey',
    body: 'Write what God is teaching you, with a verse and a mood if you like. Your entries are private to you.',
    icon: PenLine,
  },
  {
    id: 'mood',
    title: 'Track your mood',
    body: 'Name how you feel in a tap, add a reflection, and see over a month whether the season has been light or heavy.',
    icon: Smile,
  },
  {
    id: 'gratitude',
    title: 'Count your blessings',
    body: 'Note one thing you are grateful for each day. On hard days, a prompt helps you begin.',
    icon: Heart,
  },
  {
    id: 'prayer',
    title: 'Make room for prayer',
    body: FEATURES.prayerAssistant
      ? 'Prayer is one of your six daily practices. The Prayer Assistant writes a prayer from what you wrote, felt and gave thanks for, and can read it aloud.'
      : 'Prayer is one of your six daily practices. Bring what you wrote, felt and gave thanks for to God in your own words, then mark it on the Growth screen.',
    icon: Sparkles,
  },
  {
    id: 'community',
    title: 'Grow together',
    body: 'Share reflections and prayer requests with the community, encourage others and be encouraged.',
    icon: Users,
  },
  // Said only once the app can be installed.
  ...(FEATURES.installableApp
    ? [
        {
          id: 'install',
          title: `Keep ${PRODUCT_NAME} close`,
          body: `${PRODUCT_NAME} can be installed on your phone or computer like an app, so your daily practices are one tap away. Streaks and badges grow with every day you come back.`,
          icon: Download,
          action: true,
        },
      ]
    : []),
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
        {step.action && <InstallAppButton variant="inline" className="justify-self-center" />}
        <div className="flex justify-center gap-1.5" aria-hidden>
          {all.map((s, i) => (
            <span key={s.id} className={cn('h-2 rounded-full transition-all', i === index ? 'w-6 bg-accent' : 'w-2 bg-input')} />
          ))}
        </div>
        {/* On a phone the buttons stack, full width, the step's own action on top: none is ever squeezed. */}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={finish}>
            Skip Tour
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
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
