import { HeartHandshake, Phone } from 'lucide-react';
import type { TCare, TCareResource } from '@contract/care';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { closeCare, useCareRequest } from '@/lib/care';

/** The lines to call, text or look up, the reader's own first. */
export function CareResources({ resources }: { resources: readonly TCareResource[] }) {
  return (
    <ul className="grid gap-2" aria-label="Places to reach help now">
      {resources.map((r) => (
        <li key={r.id} className="rounded-md border border-border bg-muted/40 p-3">
          <p className="font-medium">
            {r.name} <span className="text-sm font-normal text-muted-foreground">· {r.region}</span>
          </p>
          <p className="text-sm">{r.action}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {r.links.map((l) => (
              <a
                key={l.href}
                href={l.href}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-accent underline underline-offset-4"
                {...(l.href.startsWith('http') && { target: '_blank', rel: 'noreferrer' })}
              >
                {l.href.startsWith('http') ? null : <Phone className="size-4" aria-hidden />}
                {l.label}
              </a>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

function CareBody({ care }: { care: TCare }) {
  return (
    <div className="grid gap-4">
      <CareResources resources={care.resources} />
      <p className="text-sm">{care.trustedPerson}</p>
      <figure className="rounded-md border-l-4 border-accent bg-accent-soft/40 p-3">
        <blockquote className="font-serif">{care.verse.text}</blockquote>
        <figcaption className="mt-1 text-sm text-muted-foreground">{care.verse.reference}</figcaption>
      </figure>
    </div>
  );
}

/**
 * The calm card, mounted once in the shell. It opens over a save that has already happened (what was written is
 * kept), or before a community post with "Post anyway". Focus is trapped in it and returns to where it was.
 */
export function CareDialog() {
  const request = useCareRequest();
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && closeCare()}>
      {request && (
        <DialogContent aria-describedby="care-message" hideClose>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <HeartHandshake className="size-5 text-accent" aria-hidden />
              {request.care.title}
            </DialogTitle>
            <DialogDescription id="care-message">{request.care.message}</DialogDescription>
          </DialogHeader>
          <CareBody care={request.care} />
          <DialogFooter>
            {request.onContinue ? (
              <>
                <Button variant="outline" onClick={closeCare}>
                  Not now
                </Button>
                <Button
                  onClick={() => {
                    const go = request.onContinue!;
                    closeCare();
                    go();
                  }}
                >
                  {request.continueLabel ?? 'Continue'}
                </Button>
              </>
            ) : (
              <Button onClick={closeCare}>Close</Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
