import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TJournalEntry } from '@contract/journal';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { longDate } from '@/lib/dates';
import { isWaitingId } from '@/lib/offline-writes';
import { WaitingToSync } from '@/components/waiting-to-sync';
import { useDeleteJournalEntry } from './api';
import { EntryMeta, EntryViewDialog } from './entry-view-dialog';

/** Entries longer than this are cut in the list and open whole in a dialog. */
const PREVIEW_CHARS = 280;

export function JournalEntryCard({
  entry,
  onView,
  onEdit,
  onDelete,
}: {
  entry: TJournalEntry;
  onView: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const long = entry.content.length > PREVIEW_CHARS;
  return (
    <Card>
      <CardHeader className="pb-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle className="text-base">{entry.title}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {longDate(entry.date)}
              {isWaitingId(entry.id) && <WaitingToSync />}
            </p>
          </div>
          {(onEdit || onDelete) && (
            <div className="flex shrink-0 gap-1">
              {onEdit && (
                <Button variant="ghost" size="icon" aria-label={`Edit "${entry.title}"`} onClick={onEdit}>
                  <Pencil aria-hidden />
                </Button>
              )}
              {onDelete && (
                <Button variant="ghost" size="icon" aria-label={`Delete "${entry.title}"`} onClick={onDelete}>
                  <Trash2 aria-hidden />
                </Button>
              )}
            </div>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        <EntryMeta entry={entry} />
        <p className="reading-sm whitespace-pre-wrap">{long ? `${entry.content.slice(0, PREVIEW_CHARS).trimEnd()}…` : entry.content}</p>
        {/* The name starts with the words shown (WCAG 2.5.3), then says which entry. */}
        <Button
          variant="link"
          size="touch"
          className="-ml-2"
          onClick={onView}
          aria-label={long ? `Read more of "${entry.title}"` : `Open "${entry.title}"`}
        >
          {long ? 'Read more' : 'Open'}
        </Button>
      </CardContent>
    </Card>
  );
}

export function JournalList({ entries, onEdit }: { entries: TJournalEntry[]; onEdit: (entryId: number) => void }) {
  const [viewing, setViewing] = useState<TJournalEntry | null>(null);
  const [deleting, setDeleting] = useState<TJournalEntry | null>(null);
  const remove = useDeleteJournalEntry();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id);
    setDeleting(null);
  };

  return (
    <>
      <ul className="grid gap-4" aria-label="Journal entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <JournalEntryCard
              entry={entry}
              onView={() => setViewing(entry)}
              // Written offline and not saved yet: it can be read; changing it waits until it has synced.
              onEdit={isWaitingId(entry.id) ? undefined : () => onEdit(entry.id)}
              onDelete={isWaitingId(entry.id) ? undefined : () => setDeleting(entry)}
            />
          </li>
        ))}
      </ul>
      <EntryViewDialog entry={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete journal entry"
        description="Are you sure you want to delete this journal entry? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
