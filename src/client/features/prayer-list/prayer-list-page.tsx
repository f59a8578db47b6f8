import { Archive, CheckCircle2, HandHeart, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FEATURES } from '@contract/features';
import { PRAYER_CATEGORY_LABELS, PRAYER_INCLUDED_MAX, WEEKDAY_NAMES, type TPrayerRequest, type TPrayerStatus } from '@contract/prayer-list';
import { PageFallback } from '@/components/page-fallback';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Badge } from '@/components/ui/misc';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { longDay } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import {
  useArchivePrayerRequest,
  useDeletePrayerRequest,
  useIncludeInPrayer,
  usePrayerList,
  usePrayerToday,
  useRestorePrayerRequest,
} from './api';
import { AnswerDialog } from './answer-dialog';
import { PrayNowDialog } from './pray-now-dialog';
import { RequestFormDialog } from './request-form-dialog';

const rhythmText = (r: TPrayerRequest['rhythm']) =>
  r.type === 'daily' ? 'Every day' : r.days.length === 7 ? 'Every day' : `On ${r.days.map((d) => WEEKDAY_NAMES[d]).join(', ')}`;

interface ItemActions {
  onEdit: (r: TPrayerRequest) => void;
  onAnswer: (r: TPrayerRequest) => void;
  onDelete: (r: TPrayerRequest) => void;
}

/**
 * Off unless the person turns it on: then the Prayer Assistant may name this request (its name only) in the
 * prayers it writes (decision 056). Only active requests are prayed for, so only they show it.
 */
function IncludeInPrayer({ request, name }: { request: TPrayerRequest; name: string }) {
  const include = useIncludeInPrayer();
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md bg-muted/60 p-2">
      <Switch
        id={id}
        aria-label={`Include in my daily prayer: ${name}`}
        aria-describedby={`${id}-help`}
        checked={request.includeInPrayer}
        disabled={include.isPending}
        onCheckedChange={(on) =>
          include.mutate(
            { id: request.id, include: on },
            {
              onSuccess: () =>
                toast({
                  title: on ? 'Included in your daily prayer' : 'No longer in your daily prayer',
                  variant: 'success',
                  duration: 3000,
                }),
            },
          )
        }
      />
      <div className="grid gap-0.5 text-sm">
        <label htmlFor={id} className="font-medium">
          Include in my daily prayer
        </label>
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          The Prayer Assistant names it in the prayers it writes for you (its name only, never your notes; at most {PRAYER_INCLUDED_MAX},
          the newest first).
        </p>
      </div>
    </div>
  );
}

function RequestItem({ request, actions }: { request: TPrayerRequest; actions: ItemActions }) {
  const archive = useArchivePrayerRequest();
  const restore = useRestorePrayerRequest();
  const name = `"${request.title.slice(0, 40)}"`;
  return (
    <li className="grid gap-2 border-b border-border py-4 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{request.title}</h3>
        {request.category && <Badge>{PRAYER_CATEGORY_LABELS[request.category]}</Badge>}
        {request.prayedToday && <span className="text-xs text-success">Prayed today</span>}
      </div>
      {request.notes && <p className="whitespace-pre-wrap text-sm">{request.notes}</p>}
      {request.verse && (
        <p className="text-sm text-muted-foreground">
          Praying with <span className="font-medium">{request.verse.reference}</span>
        </p>
      )}
      {request.status === 'answered' ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium text-success">Answered {request.answeredOn ? `on ${longDay(request.answeredOn)}` : ''}</p>
          {request.answerNote && <p className="mt-1 whitespace-pre-wrap">{request.answerNote}</p>}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          {rhythmText(request.rhythm)}
          {request.prayedDays > 0 && ` · prayed on ${request.prayedDays} ${request.prayedDays === 1 ? 'day' : 'days'}`}
        </p>
      )}
      {FEATURES.prayerAssistant && request.status === 'active' && <IncludeInPrayer request={request} name={name} />}
      <div className="flex flex-wrap gap-2">
        {request.status === 'active' && (
          <>
            <Button size="sm" variant="outline" aria-label={`Mark ${name} answered`} onClick={() => actions.onAnswer(request)}>
              <CheckCircle2 aria-hidden /> Answered
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={() => actions.onEdit(request)}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Archive ${name}`}
              disabled={archive.isPending}
              onClick={() =>
                archive.mutate(request.id, {
                  onSuccess: () => toast({ title: 'Prayer request archived', variant: 'success', duration: 3000 }),
                })
              }
            >
              <Archive aria-hidden /> Archive
            </Button>
          </>
        )}
        {request.status !== 'active' && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Pray again for ${name}`}
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(request.id, {
                onSuccess: () => toast({ title: 'Back on your prayer list', variant: 'success', duration: 3000 }),
              })
            }
          >
            <RotateCcw aria-hidden /> Pray again
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={() => actions.onDelete(request)}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}

const EMPTY: Record<TPrayerStatus, string> = {
  active: 'Your prayer list is empty. Add a person or a need you want to carry to God.',
  answered: 'No answered prayers yet. When God answers, mark the request answered and it is kept here.',
  archived: 'Nothing archived.',
};

const LIST_NAMES: Record<TPrayerStatus, string> = {
  active: 'Prayer requests',
  answered: 'Answered prayers',
  archived: 'Archived requests',
};

function RequestList({ status, actions }: { status: TPrayerStatus; actions: ItemActions }) {
  const list = usePrayerList(status);
  if (list.isPending) return <PageFallback />;
  if (list.isError) return <LoadError message="Your prayer list couldn't be loaded." onRetry={list.refetch} />;
  if (list.data.length === 0) return <p className="py-4 text-muted-foreground">{EMPTY[status]}</p>;
  return (
    <ul aria-label={LIST_NAMES[status]}>
      {list.data.map((r) => (
        <RequestItem key={r.id} request={r} actions={actions} />
      ))}
    </ul>
  );
}

function PrayNowCard({ onAdd }: { onAdd: () => void }) {
  const today = usePrayerToday();
  const [praying, setPraying] = useState(false);
  const due = today.data?.due ?? [];
  const left = due.filter((r) => !r.prayedToday).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today</CardTitle>
        <CardDescription>
          {today.data
            ? due.length === 0
              ? 'Nothing on your list for today.'
              : left === 0
                ? `You have prayed through all ${due.length} of today's requests.`
                : `${due.length} ${due.length === 1 ? 'request' : 'requests'} for today${left < due.length ? `, ${left} still to pray` : ''}.`
            : 'Loading today’s requests…'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {today.isError && <LoadError message="Today's requests couldn't be loaded." onRetry={today.refetch} />}
        <Button variant="accent" disabled={due.length === 0} onClick={() => setPraying(true)}>
          <HandHeart aria-hidden /> Pray now
        </Button>
        <Button variant="outline" onClick={onAdd}>
          <Plus aria-hidden /> Add Request
        </Button>
      </CardContent>
      <PrayNowDialog open={praying} due={due} onClose={() => setPraying(false)} />
    </Card>
  );
}

export function PrayerListPage() {
  usePageTitle('Prayer List');
  const [tab, setTab] = useState<TPrayerStatus>('active');
  const [form, setForm] = useState<{ editing: TPrayerRequest | null } | null>(null);
  const [answering, setAnswering] = useState<TPrayerRequest | null>(null);
  const [deleting, setDeleting] = useState<TPrayerRequest | null>(null);
  const remove = useDeletePrayerRequest();
  const actions: ItemActions = { onEdit: (r) => setForm({ editing: r }), onAnswer: setAnswering, onDelete: setDeleting };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <HandHeart className="size-6 text-accent" aria-hidden /> Prayer List
        </h1>
        <p className="text-muted-foreground">
          The people and needs you carry to God, and the answers you want to remember. Private to you, and never sent to any AI.
        </p>
      </div>
      <PrayNowCard onAdd={() => setForm({ editing: null })} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as TPrayerStatus)}>
        <TabsList>
          <TabsTrigger value="active">My List</TabsTrigger>
          <TabsTrigger value="answered">Answered</TabsTrigger>
          <TabsTrigger value="archived">Archived</TabsTrigger>
        </TabsList>
        {(['active', 'answered', 'archived'] as const).map((status) => (
          <TabsContent key={status} value={status}>
            <Card>
              <CardContent className="pt-2">
                <RequestList status={status} actions={actions} />
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      <RequestFormDialog open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <AnswerDialog request={answering} onClose={() => setAnswering(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this prayer request?"
        description={deleting ? `"${deleting.title}" will be removed, with its notes and any answer. This can't be undone.` : ''}
        confirmLabel="Delete Request"
        destructive
        onConfirm={() => {
          if (deleting)
            remove.mutate(deleting.id, { onSuccess: () => toast({ title: 'Prayer request deleted', variant: 'success', duration: 3000 }) });
          setDeleting(null);
        }}
      />
    </div>
  );
}
