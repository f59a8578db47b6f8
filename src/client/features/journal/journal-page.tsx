import { NotebookPen, PenLine, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/auth-state';
import { usePageTitle } from '@/lib/page-title';
import { useJournal, useJournalEntry, useJournalWithWaiting } from './api';
import { JournalForm } from './journal-form';
import { JournalList } from './journal-list';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; entryId: number };

/** The address is the state: /journal, /journal?new=true, /journal?edit={entryId}. */
function modeOf(params: URLSearchParams): Mode {
  const edit = Number(params.get('edit'));
  if (Number.isInteger(edit) && edit > 0) return { kind: 'edit', entryId: edit };
  if (params.get('new') === 'true') return { kind: 'new' };
  return { kind: 'list' };
}

function EditEntry({ entryId, userId, onDone }: { entryId: number; userId: number; onDone: () => void }) {
  const listed = useJournal()
    .data?.pages.flat()
    .find((e) => e.id === entryId);
  const fetched = useJournalEntry(listed ? null : entryId);
  const entry = listed ?? fetched.data;
  if (entry) return <JournalForm key={entry.id} userId={userId} entry={entry} onDone={onDone} />;
  if (fetched.isError)
    return (
      <div className="space-y-3">
        <p className="text-destructive">This journal entry couldn't be opened. It may have been deleted.</p>
        <Button variant="outline" onClick={onDone}>
          Back to My Journal Entries
        </Button>
      </div>
    );
  return <p role="status">Loading entry...</p>;
}

export function JournalPage() {
  const { id: userId } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params);
  const journal = useJournal();
  const saved = useMemo(() => journal.data?.pages.flat() ?? [], [journal.data]);
  const entries = useJournalWithWaiting(saved);
  const toList = () => setParams({}, { replace: false });
  usePageTitle(mode.kind === 'edit' ? 'Edit Entry' : mode.kind === 'new' ? 'New Entry' : 'Journal');

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <PenLine className="size-6 text-accent" aria-hidden /> Journal
        </h1>
        <p className="text-muted-foreground">Write what God is doing in your life, and look back on how far you've come.</p>
      </div>
      <Tabs
        value={mode.kind === 'list' ? 'list' : 'form'}
        onValueChange={(tab) => (tab === 'list' ? toList() : setParams({ new: 'true' }))}
      >
        <TabsList>
          <TabsTrigger value="list" disabled={mode.kind === 'edit'}>
            My Journal Entries
          </TabsTrigger>
          <TabsTrigger value="form">{mode.kind === 'edit' ? 'Edit Entry' : 'New Entry'}</TabsTrigger>
        </TabsList>

        <TabsContent value="list" className="space-y-4">
          {/* Entries written elsewhere arrive by themselves (server events): no refresh button is needed. */}
          <div className="flex items-center justify-end gap-2">
            <Button variant="accent" onClick={() => setParams({ new: 'true' })}>
              <Plus aria-hidden /> New Journal Entry
            </Button>
          </div>
          {journal.isPending && <ListSkeleton label="Loading your journal entries" shape="card" />}
          {journal.isError && <LoadError message="Your journal couldn't be loaded." onRetry={journal.refetch} />}
          {journal.data && entries.length === 0 && (
            <Card>
              <EmptyState
                icon={NotebookPen}
                title={<CardTitle>No journal entries yet</CardTitle>}
                action={
                  <Button variant="outline" onClick={() => setParams({ new: 'true' })}>
                    Write your first entry
                  </Button>
                }
              >
                Your first entry can be a single sentence: what are you thankful for, or praying about?
              </EmptyState>
            </Card>
          )}
          {entries.length > 0 && (
            <>
              <JournalList entries={entries} onEdit={(entryId) => setParams({ edit: String(entryId) })} />
              <LoadMore query={journal} noun="entries" />
            </>
          )}
        </TabsContent>

        <TabsContent value="form">
          <Card>
            <CardHeader>
              <CardTitle>{mode.kind === 'edit' ? 'Edit Entry' : 'New Entry'}</CardTitle>
            </CardHeader>
            <CardContent>
              {mode.kind === 'edit' ? (
                <EditEntry entryId={mode.entryId} userId={userId} onDone={toList} />
              ) : (
                <JournalForm key="new" userId={userId} entry={null} onDone={toList} />
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
