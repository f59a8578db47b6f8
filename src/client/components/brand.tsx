import { cn } from '@/lib/utils';

/** The lamp mark beside the product name. */
export function LampMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-8', className)} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#1e2a44" />
      <path d="M32 12c5 8 10 13 10 21a10 10 0 0 1-20 0c0-8 5-13 10-21z" fill="#f5b942" />
      <path d="M32 26c2.5 4 5 6.5 5 10a5 5 0 0 1-10 0c0-3.5 2.5-6 5-10z" fill="#fff4d6" />
      <rect x="22" y="47" width="20" height="5" rx="2.5" fill="#f5b942" />
    </svg>
  );
}

export const PRODUCT_NAME = 'Lamplight';
