import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The small picture of an empty list: the list's own icon on a warm dawn-coloured disc, with a few sparks of
 * light around it. Drawn here (SVG and CSS, no image files), in the theme's colours, so it sits right in both.
 */
function Illustration({ icon: Icon }: { icon: LucideIcon }) {
  const glow = useId();
  return (
    <div aria-hidden className="relative grid size-24 place-items-center">
      <svg viewBox="0 0 96 96" className="absolute inset-0 size-full">
        <defs>
          <radialGradient id={glow} cx="50%" cy="42%" r="55%">
            <stop offset="0%" stopColor="var(--color-accent)" stopOpacity="0.28" />
            <stop offset="70%" stopColor="var(--color-accent)" stopOpacity="0.08" />
            <stop offset="100%" stopColor="var(--color-accent)" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="48" cy="48" r="46" fill={`url(#${glow})`} />
        <circle cx="48" cy="48" r="30" fill="var(--color-accent-soft)" stroke="var(--color-border)" />
        <g fill="var(--color-accent)" opacity="0.75">
          <path d="M16 22l1.6 3.4L21 27l-3.4 1.6L16 32l-1.6-3.4L11 27l3.4-1.6z" />
          <path d="M80 14l1.2 2.6 2.6 1.2-2.6 1.2L80 21.6l-1.2-2.6-2.6-1.2 2.6-1.2z" />
          <circle cx="82" cy="70" r="2.2" />
          <circle cx="14" cy="66" r="1.6" />
        </g>
      </svg>
      <Icon className="relative size-9 text-accent" strokeWidth={1.6} />
    </div>
  );
}

/**
 * What a list with nothing in it yet shows: a small illustration, the screen's own words, and the next step
 * (a button) when there is one.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  /** A heading, when the empty state has one of its own. */
  title?: ReactNode;
  /** The words: what is missing and what to do. */
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div data-testid="empty-state" className={cn('grid justify-items-center gap-3 px-4 py-8 text-center', className)}>
      <Illustration icon={icon} />
      {title}
      {children && <div className="max-w-sm text-muted-foreground">{children}</div>}
      {action}
    </div>
  );
}
