import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const field =
  'w-full rounded-md border border-input bg-card px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(field, 'h-11 py-2 sm:h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'min-h-20 py-2 leading-relaxed', className)} {...props} />;
}

/** A field's name: give it `htmlFor` (the control's id), or put the control inside it. */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<'label'>) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
    </label>
  );
}

/** A validation message tied to its field by id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/**
 * A labelled text input with its validation message, tied together for assistive technology (the message's id
 * is `${id}-error`). `action` sits beside the label (a "Forgot password?" link, say).
 */
export function TextField({
  id,
  label,
  error,
  action,
  ...props
}: ComponentProps<'input'> & { id: string; label: ReactNode; error?: string; action?: ReactNode }) {
  const labelNode = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="grid gap-1.5">
      {action ? (
        <div className="flex items-center justify-between">
          {labelNode}
          {action}
        </div>
      ) : (
        labelNode
      )}
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`} {...props} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** From this share of a limit on, the counter shows: a person sees the limit coming, not only once past it. */
const COUNT_FROM = 0.8;

/**
 * "1,850 / 2,000" under a field as the person nears its limit, and how far over once past it (the form then
 * refuses to send, with the limit in its message; nothing typed or pasted is ever cut). Tie it to the field
 * with aria-describedby.
 */
export function CharacterCount({ id, length, max, className }: { id: string; length: number; max: number; className?: string }) {
  if (length < max * COUNT_FROM) return <span id={id} hidden />;
  const over = length - max;
  return (
    <p id={id} className={cn('text-xs', over > 0 ? 'font-medium text-destructive' : 'text-muted-foreground', className)}>
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
      {over > 0 && ` (${over.toLocaleString('en-US')} over the limit)`}
    </p>
  );
}

/** What `LimitedField` gives its control: the id its label names, and the ties to the counter and the message. */
export interface LimitedControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

/**
 * A labelled field with a length limit: the control (an Input or a Textarea, given by `children` with the props it
 * needs), then its counter (`${id}-count`) and its validation message (`${id}-error`), all tied to it. Every field
 * people write in with a limit is built this way, so none forgets the counter or the ties.
 */
export function LimitedField({
  id,
  label,
  labelClassName,
  error,
  length,
  max,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** `sr-only` where the screen already says what the field is for. */
  labelClassName?: string;
  error?: string;
  length: number;
  max: number;
  className?: string;
  children: (control: LimitedControl) => ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': `${id}-error ${id}-count` })}
      <CharacterCount id={`${id}-count`} length={length} max={max} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
