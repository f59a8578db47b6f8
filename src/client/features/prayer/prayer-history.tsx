import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TPrayer } from '@contract/prayer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadMore } from '@/components/load-more';
import { shortDateTime } from '@/lib/dates';
import { useDeletePrayer, usePrayerHistory } from './api';

/** The prayers written for this person, newest first, kept privately in their account until they delete them. */
export function PrayerHistory({ onOpen }: { onOpen: (p: TPrayer) => void }) {
  const history = usePrayerHistory();
  const remove = useDeletePrayer();
  const [deleting, setDeleting] = useState<TPrayer | null>(null);
  const items = history.data?.pages.flat() ?? [];
  if (!items.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your prayers</CardTitle>
        <CardDescription>Kept in your account, visible only to you, until you delete them.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="max-h-[500px] overflow-y-auto">
          {items.map((p) => (
            <li key={p.id} className="flex items-start gap-3 border-b border-border py-3 last:border-0">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm">{p.prayer.split('\n')[0]}</p>
                <p className="text-xs text-muted-foreground">
                  {shortDateTime(p.createdAt)} · {p.bibleConnection.reference}
                </p>
              </div>
              <Button size="sm" variant="ghost" onClick={() => onOpen(p)} aria-label={`Open the prayer of ${shortDateTime(p.createdAt)}`}>
                Open
              </Button>
              <Button
                size="icon"
                variant="ghost"
                onClick={() => setDeleting(p)}
                aria-label={`Delete the prayer of ${shortDateTime(p.createdAt)}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <LoadMore query={history} noun="prayers" />
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this prayer?"
        description="It will be removed from your account. This can't be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </Card>
  );
}
