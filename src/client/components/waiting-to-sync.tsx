import { CloudOff } from 'lucide-react';

/** Marks an item written offline that is kept on this device and not saved yet (lib/offline-writes.ts). */
export function WaitingToSync() {
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground">
      <CloudOff className="size-3" aria-hidden /> Waiting to sync
    </span>
  );
}
