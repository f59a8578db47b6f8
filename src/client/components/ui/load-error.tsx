import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * What a screen shows when a read failed: the screen's own sentence, then "Try again" inline, so every
 * failed load looks and retries the same way. Queries don't retry by themselves (`lib/query-client.ts`).
 */
export function LoadError({ message, onRetry, className }: { message: string; onRetry: () => unknown; className?: string }) {
  return (
    <p className={cn('text-destructive', className)}>
      {message}{' '}
      <Button variant="link" className="h-auto p-0" onClick={() => void onRetry()}>
        Try again
      </Button>
    </p>
  );
}
