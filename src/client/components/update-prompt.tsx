import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { reloadToUpdate, useUpdateReady } from '@/lib/app-update';

/** "A new version is ready — Reload": a new release never swaps itself in under someone's half-written entry. */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  if (!ready) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(var(--bottom-bar,0px)+0.75rem)] z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 text-sm shadow-lg"
    >
      <span>A new version is ready.</span>
      <Button size="sm" variant="accent" onClick={reloadToUpdate}>
        <RefreshCw aria-hidden />
        Reload
      </Button>
    </div>
  );
}
