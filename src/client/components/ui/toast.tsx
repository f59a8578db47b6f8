import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/utils';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds on screen; 5 s unless said otherwise. */
  duration?: number;
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// One toast at a time: a new one replaces the one on screen.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The one way to tell a person something happened. */
export function toast(input: ToastInput) {
  current = { ...input, id: nextId++, open: true };
  emit();
}

/** Closes whatever toast is on screen (a notice about one account means nothing to the next). */
export function dismissToast() {
  if (current?.open) {
    current = { ...current, open: false };
    emit();
  }
}

/**
 * Closes a failure notice when the person moves on (another screen, another tab of a screen): "Login
 * failed" means nothing on Sign Up. A success notice stays its time, since it reports what just happened.
 */
export function clearErrorToasts() {
  if (current?.open && current.variant === 'destructive') dismissToast();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const item = useSyncExternalStore(subscribe, () => current);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000} label="Notification">
      {item && (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? 5000}
          onOpenChange={(open) => !open && dismiss(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            item.variant === 'destructive' && 'border-destructive bg-destructive text-destructive-foreground',
            item.variant === 'success' && 'border-success bg-success-soft text-success',
            (!item.variant || item.variant === 'default') && 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && <ToastPrimitive.Description className="text-sm opacity-95">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-1 top-1 grid size-11 place-items-center rounded opacity-80 hover:opacity-100 sm:right-2 sm:top-2 sm:size-auto sm:p-1"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        data-testid="toasts"
        className="fixed bottom-[var(--bottom-bar,0px)] right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
