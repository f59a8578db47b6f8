import { Skeleton } from '@/components/ui/misc';

/** What a screen shows while its code or first data loads. */
export function PageFallback() {
  return (
    <div className="space-y-4 py-2" role="status" aria-label="Loading">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
