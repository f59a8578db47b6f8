import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TJournalEntry } from '@contract/journal';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useLatestJournal } from './api';
import { EntryViewDialog } from './entry-view-dialog';
import { JournalEntryCard } from './journal-list';

export const DASHBOARD_JOURNAL_ENTRIES = 3;

/** The Dashboard's Recent Journal Entries: the three latest, to read (editing is on the Journal screen). */
export function RecentJournalCard() {
  const journal = useLatestJournal(DASHBOARD_JOURNAL_ENTRIES);
  const [viewing, setViewing] = useState<TJournalEntry | null>(null);
  return (
    <Card aria-labelledby="recent-journal-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="recent-journal-title" className="flex items-center gap-2">
          <PenLine className="size-5 text-accent" aria-hidden /> Recent Journal Entries
        </CardTitle>
        <Button asChild variant="link" size="touch" className="-mr-2">
          <Link to="/journal">View All</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {journal.isPending && <Skeleton className="h-24 w-full" />}
        {journal.isError && <LoadError message="Your journal entries couldn't be loaded." onRetry={journal.refetch} className="text-sm" />}
        {journal.data?.length === 0 && (
          <div className="space-y-3">
            <p className="text-muted-foreground">You haven't written any journal entries yet.</p>
            <Button asChild variant="outline">
              <Link to="/journal?new=true">Write your first entry</Link>
            </Button>
          </div>
        )}
        {journal.data && journal.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Recent journal entries">
            {journal.data.map((entry) => (
              <li key={entry.id}>
                <JournalEntryCard entry={entry} onView={() => setViewing(entry)} />
              </li>
            ))}
          </ul>
        )}
        <EntryViewDialog entry={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      </CardContent>
    </Card>
  );
}
