import { AppWindowMac, Download, Ellipsis, EllipsisVertical, Menu, MonitorDown, Share, SquarePlus, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { promptInstall, useInstallWay, type InstallWay } from '@/lib/install-app';
import { cn } from '@/lib/utils';

type Step = { icon: LucideIcon; text: ReactNode };
type Platform = Exclude<InstallWay, 'prompt'>;

const b = (text: string) => <strong>{text}</strong>;

/** What to do, per platform, where the browser has no install prompt of its own (or has not offered it yet). */
const STEPS: Record<Platform, Step[]> = {
  ios: [
    { icon: Share, text: <>Tap the {b('Share')} button (in Safari&apos;s toolbar; in Chrome, in the address bar).</> },
    {
      icon: SquarePlus,
      text: (
        <>
          Scroll down and tap {b('Add to Home Screen')}, then {b('Add')}.
        </>
      ),
    },
  ],
  'android-chrome': [
    { icon: EllipsisVertical, text: <>Tap the menu {b('⋮')} at the top right of the browser.</> },
    {
      icon: Download,
      text: (
        <>
          Tap {b('Install app')} (or {b('Add to Home screen')}), then {b('Install')}.
        </>
      ),
    },
  ],
  'android-samsung': [
    { icon: Menu, text: <>Tap the menu {b('≡')} at the bottom right of Samsung Internet.</> },
    {
      icon: SquarePlus,
      text: (
        <>
          Tap {b('Add page to')}, then {b('Home screen')}.
        </>
      ),
    },
  ],
  'android-firefox': [
    { icon: EllipsisVertical, text: <>Tap the menu {b('⋮')} next to the address bar.</> },
    {
      icon: Download,
      text: (
        <>
          Tap {b('Install')} (or {b('Add to Home screen')}), then {b('Add')}.
        </>
      ),
    },
  ],
  'desktop-chrome': [
    { icon: MonitorDown, text: <>Click the {b('install')} icon at the right end of the address bar.</> },
    {
      icon: EllipsisVertical,
      text: (
        <>
          Or open the menu {b('⋮')}, then {b('Cast, save and share')} → {b(`Install ${PRODUCT_NAME}`)}.
        </>
      ),
    },
  ],
  'desktop-edge': [
    { icon: MonitorDown, text: <>Click {b('App available')} (the install icon) at the right end of the address bar.</> },
    {
      icon: Ellipsis,
      text: (
        <>
          Or open the menu {b('…')}, then {b('Apps')} → {b('Install this site as an app')}.
        </>
      ),
    },
  ],
  'mac-safari': [
    {
      icon: AppWindowMac,
      text: (
        <>
          In Safari&apos;s menu bar, choose {b('File')} → {b('Add to Dock')}.
        </>
      ),
    },
    {
      icon: SquarePlus,
      text: (
        <>
          Keep the name {PRODUCT_NAME} and click {b('Add')}: it opens from the Dock like any app.
        </>
      ),
    },
  ],
  other: [],
};

const INTRO: Record<Platform, string> = {
  ios: `Add ${PRODUCT_NAME} to your Home Screen: it opens like an app, and your day is one tap away.`,
  'android-chrome': `Add ${PRODUCT_NAME} to your Home screen: it opens like an app, and your day is one tap away.`,
  'android-samsung': `Add ${PRODUCT_NAME} to your Home screen: it opens like an app, and your day is one tap away.`,
  'android-firefox': `Add ${PRODUCT_NAME} to your Home screen: it opens like an app, and your day is one tap away.`,
  'desktop-chrome': `Install ${PRODUCT_NAME} to open it in its own window, with your day one click away.`,
  'desktop-edge': `Install ${PRODUCT_NAME} to open it in its own window, with your day one click away.`,
  'mac-safari': `Add ${PRODUCT_NAME} to your Dock: it opens in its own window, with your day one click away.`,
  other: `Install ${PRODUCT_NAME} to open it like an app, with your day one click away.`,
};

function InstallSteps({ way }: { way: Platform }) {
  const steps = STEPS[way];
  if (steps.length === 0)
    return (
      <p className="text-sm">
        This browser can&apos;t install apps from the web. Open {PRODUCT_NAME} in Chrome or Edge (on a computer or Android), or in Safari
        (on iPhone, iPad or Mac), and install it from there; here you can keep it as a bookmark.
      </p>
    );
  return (
    <ol className="grid gap-3 text-sm" data-platform={way}>
      {steps.map(({ icon: Icon, text }, i) => (
        <li key={i} className="flex items-start gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          <span>{text}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Install App: the browser's own prompt on Chromium once it has offered one; elsewhere the steps of the person's
 * platform (iOS, Android by browser, Chrome or Edge on a computer, Safari on a Mac), or what to do in a browser that
 * can't install. Renders nothing when the app is installed or already running as the app.
 */
export function InstallAppButton({ className, variant = 'header' }: { className?: string; variant?: 'header' | 'inline' }) {
  const way = useInstallWay();
  const [helpOpen, setHelpOpen] = useState(false);
  if (!way) return null;
  const onClick = () => {
    if (way === 'prompt') void promptInstall();
    else setHelpOpen(true);
  };
  return (
    <>
      <Button
        variant={variant === 'header' ? 'ghost' : 'accent'}
        size={variant === 'header' ? 'sm' : 'default'}
        onClick={onClick}
        className={cn(
          variant === 'header' && 'text-primary-foreground hover:bg-white/10 hover:text-primary-foreground focus-visible:outline-white',
          className,
        )}
      >
        <Download aria-hidden />
        {/* On a phone's narrow header the icon alone; its name stays "Install App". */}
        <span className={cn(variant === 'header' && 'sr-only sm:not-sr-only')}>Install App</span>
      </Button>
      {way !== 'prompt' && (
        <Dialog open={helpOpen} onOpenChange={setHelpOpen}>
          <DialogContent className="max-w-sm">
            <DialogHeader>
              <DialogTitle>Install {PRODUCT_NAME}</DialogTitle>
              <DialogDescription>{INTRO[way]}</DialogDescription>
            </DialogHeader>
            <InstallSteps way={way} />
            <Button variant="outline" onClick={() => setHelpOpen(false)}>
              Got it
            </Button>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
