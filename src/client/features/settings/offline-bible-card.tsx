import { BookDown } from 'lucide-react';
import type { TTranslation } from '@contract/common';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useReaderTranslation } from '@/lib/favorites';
import { keepBibleOffline, megabytes, removeOfflineBible, useOfflineBible } from '@/lib/offline-bible';
import { useOnline } from '@/lib/online';

const NAMES: Record<TTranslation, string> = { WEB: 'World English Bible', KJV: 'King James Version' };

/** Keep the Bible offline: the reader's translation, every chapter, on this device. */
export function OfflineBibleCard() {
  const translation = useReaderTranslation();
  const bible = useOfflineBible();
  const online = useOnline();
  const download = () =>
    keepBibleOffline(translation).then(
      () => toast({ title: 'The Bible is on this device', description: 'Chapters now open without a connection.', variant: 'success' }),
      (err: Error) => toast({ title: 'Download stopped', description: err.message, variant: 'destructive' }),
    );
  const remove = () =>
    removeOfflineBible().then(
      () => toast({ title: 'Offline Bible removed', variant: 'success', duration: 3000 }),
      () => toast({ title: "The offline Bible couldn't be removed", description: 'Please try again.', variant: 'destructive' }),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookDown className="size-5 text-accent" aria-hidden /> Keep the Bible offline
        </CardTitle>
        <CardDescription>
          Download every chapter of the {NAMES[translation]} to this device, to read with no connection (about 5 MB).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {bible.kind === 'unsupported' && <p className="text-sm text-muted-foreground">This browser can't keep the Bible offline.</p>}
        {bible.kind === 'downloading' && (
          <div className="grid gap-2">
            <div
              role="progressbar"
              aria-label={`Downloading the ${NAMES[bible.translation]}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round((bible.done / bible.total) * 100)}
              aria-valuetext={`${bible.done} of ${bible.total} chapters`}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-accent transition-[width]" style={{ width: `${(bible.done / bible.total) * 100}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">
              {bible.done} of {bible.total} chapters
            </p>
          </div>
        )}
        {bible.kind === 'kept' && (
          <p className="text-sm" role="status">
            On this device: the {NAMES[bible.kept.translation]}, {bible.kept.chapters.toLocaleString('en-US')} chapters,{' '}
            {megabytes(bible.kept.bytes)}.
          </p>
        )}
        {bible.kind === 'none' && bible.error && <p className="text-sm text-destructive">{bible.error}</p>}
        <div className="flex flex-wrap gap-2">
          {(bible.kind === 'none' || (bible.kind === 'kept' && bible.kept.translation !== translation)) && (
            // The translation's name is long: on a narrow phone the label wraps rather than widening the page.
            <Button className="h-auto min-h-11 whitespace-normal py-2 text-left" onClick={() => void download()} disabled={!online}>
              <BookDown aria-hidden /> Download the {NAMES[translation]}
            </Button>
          )}
          {bible.kind === 'kept' && (
            <Button variant="outline" onClick={() => void remove()}>
              Remove offline Bible
            </Button>
          )}
        </div>
        {!online && bible.kind === 'none' && <p className="text-sm text-muted-foreground">Connect to the internet to download it.</p>}
      </CardContent>
    </Card>
  );
}
