import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';

/** The green banner once today's practice is done. */
export function CompletionBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success-soft p-4 text-success">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{children}</p>
      </div>
    </div>
  );
}
