import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted after, so its code loads
 * only when someone asks for it while closing still animates and focus still returns to the button that opened it.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
