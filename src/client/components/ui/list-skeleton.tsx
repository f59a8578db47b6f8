import { Skeleton } from './misc';
import { cn } from '@/lib/utils';

/**
 * What a list shows while its first page loads: the shape of the rows to come instead of a spinner, so the
 * screen doesn't jump when they arrive. A live region says what is loading; `visibleLabel` shows the words too.
 */
export function ListSkeleton({
  label,
  rows = 3,
  shape = 'row',
  visibleLabel = false,
  className,
}: {
  label: string;
  rows?: number;
  /** 'row': an icon and two lines (moods, gratitudes); 'card': a title, a date and a paragraph (entries, posts). */
  shape?: 'row' | 'card';
  visibleLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" data-testid="list-skeleton" className={cn('grid gap-3', className)}>
      <p className={visibleLabel ? 'text-center text-muted-foreground' : 'sr-only'}>{label}</p>
      {Array.from({ length: rows }, (_, i) =>
        shape === 'card' ? (
          <div key={i} aria-hidden className="space-y-3 rounded-lg border border-border bg-card p-5">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-3.5 w-1/4" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        ) : (
          <div key={i} aria-hidden className="flex items-start gap-3 border-b border-border py-3 last:border-0">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ),
      )}
    </div>
  );
}
