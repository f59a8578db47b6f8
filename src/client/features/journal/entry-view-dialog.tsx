import { BookOpen } from 'lucide-react';
import { moodEmoji, moodLabel } from '@contract/moods';
import type { TJournalEntry } from '@contract/journal';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Badge } from '@/components/ui/misc';
import { longDate } from '@/lib/dates';

function MoodBadge({ mood }: { mood: string }) {
  return (
    <Badge>
      <span aria-hidden className="mr-1">
        {moodEmoji(mood)}
      </span>
      {moodLabel(mood)}
    </Badge>
  );
}

/** The entry's mood and scripture, if it has either: one line, the same in the list and in the dialog. */
export function EntryMeta({ entry }: { entry: TJournalEntry }) {
  if (!entry.mood && !entry.scripture) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {entry.mood && <MoodBadge mood={entry.mood} />}
      {entry.scripture && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <BookOpen className="size-4" aria-hidden /> {entry.scripture}
        </span>
      )}
    </div>
  );
}

/** The whole of an entry, however long, in a dialog. */
export function EntryViewDialog({ entry, onOpenChange }: { entry: TJournalEntry | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      {entry && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{entry.title}</DialogTitle>
            <DialogDescription>{longDate(entry.date)}</DialogDescription>
          </DialogHeader>
          <EntryMeta entry={entry} />
          <p className="reading-base whitespace-pre-wrap">{entry.content}</p>
        </DialogContent>
      )}
    </Dialog>
  );
}
