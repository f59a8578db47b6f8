import { Download, Share, SquarePlus } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { promptInstall, useInstallWay, type InstallWay } from '@/lib/install-app';
import { cn } from '@/lib/utils';

/** What to do where the browser has no install prompt of its own. */
function InstallSteps({ way }: { way: Exclude<InstallWay, 'prompt'> }) {
  if (way === 'ios') {
    return (
      <ol className="grid gap-3 text-sm">
        <li className="flex items-start gap-3">
          <Share className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          <span>
            Tap the <strong>Share</strong> button in Safari&apos;s toolbar.
          </span>
        </li>
        <li className="flex items-start gap-3">
          <SquarePlus className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          <span>
            Scroll down and tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
          </span>
        </li>
      </ol>
    );
  }
  return (
    <p className="text-sm">
      Open your browser&apos;s menu and choose <strong>Install {PRODUCT_NAME}</strong> (or <strong>Add to Home screen</strong>). If your
      browser has no such item, Chrome, Edge and Safari on iPhone and iPad can install {PRODUCT_NAME}; in any browser you can keep it as a
      bookmark.
    </p>
  );
}

/**
 * Install App: the browser's own prompt on Chromium, the Share → Add to Home Screen steps on iOS, a plain
 * explanation elsewhere. Renders nothing when the app is installed or already running as the app.
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
              <DialogDescription>
                {way === 'ios'
                  ? `Add ${PRODUCT_NAME} to your Home Screen: it opens like an app, and your day is one tap away.`
                  : `Install ${PRODUCT_NAME} to open it like an app, with your day one click away.`}
              </DialogDescription>
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
