import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * What a screen shows when a read failed: the screen's own sentence, then "Try again" beside it, so every
 * failed load looks and retries the same way. Queries don't retry by themselves (`lib/query-client.ts`).
 */
export function LoadError({ message, onRetry, className }: { message: string; onRetry: () => unknown; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 text-destructive', className)}>
      <p>{message}</p>
      <Button variant="link" size="touch" className="-ml-2" onClick={() => void onRetry()}>
        Try again
      </Button>
    </div>
  );
}
