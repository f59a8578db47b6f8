import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { PRAYER_CATEGORY_LABELS, type TPrayerRequest } from '@contract/prayer-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Badge } from '@/components/ui/misc';
import { useMarkPrayed } from './api';

/**
 * "Pray now": today's due requests one at a time, a card each with its verse, Prayed or Skip. Praying
 * through one completes the day's prayer practice (the server decides).
 */
export function PrayNowDialog({ open, due, onClose }: { open: boolean; due: TPrayerRequest[]; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>{open && <PrayNowWalk due={due} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function PrayNowWalk({ due, onClose }: { due: TPrayerRequest[]; onClose: () => void }) {
  // The list is fixed when the walk starts, so a refetch after each prayer doesn't move the cards.
  const [requests] = useState(due);
  const [index, setIndex] = useState(0);
  const [prayed, setPrayed] = useState(0);
  const markPrayed = useMarkPrayed();
  const current = requests[index];

  if (!current)
    return (
      <>
        <DialogHeader>
          <DialogTitle>Amen</DialogTitle>
          <DialogDescription>
            {prayed === 0
              ? 'You skipped every request today. They will be here when you are ready.'
              : `You prayed for ${prayed} ${prayed === 1 ? 'request' : 'requests'} today. The Lord hears you.`}
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </>
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <HandHeart className="size-5 text-accent" aria-hidden /> Pray now
        </DialogTitle>
        <DialogDescription>
          Request {index + 1} of {requests.length}
        </DialogDescription>
      </DialogHeader>
      <article className="grid gap-3 rounded-lg border border-border p-4" aria-label={`Prayer request: ${current.title}`}>
        <h3 className="text-lg font-semibold">{current.title}</h3>
        {current.category && <Badge className="w-fit">{PRAYER_CATEGORY_LABELS[current.category]}</Badge>}
        {current.notes && <p className="whitespace-pre-wrap text-sm">{current.notes}</p>}
        {current.verse && (
          <blockquote className="border-l-4 border-accent pl-3 font-serif italic">
            <p>{current.verse.text}</p>
            <footer className="mt-1 text-sm not-italic text-muted-foreground">
              {current.verse.reference} ({current.verse.translation})
            </footer>
          </blockquote>
        )}
      </article>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => setIndex((i) => i + 1)}>
          Skip
        </Button>
        <Button
          variant="accent"
          disabled={markPrayed.isPending}
          onClick={() =>
            markPrayed.mutate(current.id, {
              onSuccess: () => {
                setPrayed((n) => n + 1);
                setIndex((i) => i + 1);
              },
            })
          }
        >
          <HandHeart aria-hidden /> {markPrayed.isPending ? 'Saving...' : 'Prayed'}
        </Button>
      </div>
    </>
  );
}
