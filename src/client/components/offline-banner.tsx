import { CloudUpload, WifiOff } from 'lucide-react';
import { useWaitingWrites } from '@/lib/offline-writes';
import { useOnline } from '@/lib/online';

/** Says plainly what works without a connection and what waits for one, and what is waiting to sync. */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useWaitingWrites();
  if (online && waiting === 0) return null;
  const waitingText = waiting === 1 ? '1 thing you wrote is waiting to sync.' : `${waiting} things you wrote are waiting to sync.`;
  return (
    <div role="status" className="border-b border-border bg-accent-soft text-foreground">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm">
        {online ? (
          <CloudUpload className="mt-0.5 size-4 shrink-0" aria-hidden />
        ) : (
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        )}
        <span>
          {online ? (
            waitingText
          ) : (
            <>
              You&apos;re offline. What you read recently is still here, and journal entries, moods and gratitudes you write are kept on
              this device and sent when you&apos;re back online. Sharing, the community and search wait for the connection.
              {waiting > 0 && ` ${waitingText}`}
            </>
          )}
        </span>
      </p>
    </div>
  );
}
