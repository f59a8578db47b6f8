import { useState } from 'react';
import { FEATURES } from '@contract/features';
import { ChapterReaderDialog as Reader, type VerseChoice } from '@/components/chapter-reader-dialog';
import { PassageContextDialog } from './interpretation-dialog';

/** The shared chapter reader, where each verse number opens that verse's biblical context. */
export function ChapterReaderDialog({ reference, onOpenChange }: { reference: string | null; onOpenChange: (open: boolean) => void }) {
  const [context, setContext] = useState<VerseChoice | null>(null);
  return (
    <Reader reference={reference} onOpenChange={onOpenChange} onVerse={FEATURES.insightForEveryVerse ? setContext : undefined}>
      <PassageContextDialog passage={context} onOpenChange={(open) => !open && setContext(null)} onReadInContext={() => setContext(null)} />
    </Reader>
  );
}
