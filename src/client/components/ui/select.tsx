import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export interface SelectOption {
  value: string;
  label: string;
}
export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

const itemClass =
  'relative flex cursor-pointer select-none items-center rounded-sm py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-muted';

function Item({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item value={option.value} className={itemClass}>
      <SelectPrimitive.ItemIndicator className="absolute left-2">
        <Check className="size-4" aria-hidden />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** A labelled select, of options or of labelled groups; option values may not be empty (Radix reserves '' for "no value"). */
export function Select({
  options = [],
  groups = [],
  placeholder,
  className,
  id,
  'aria-label': ariaLabel,
  ...props
}: ComponentProps<typeof SelectPrimitive.Root> & {
  options?: SelectOption[];
  groups?: SelectGroup[];
  placeholder?: string;
  className?: string;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <SelectPrimitive.Root {...props}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        className={cn(
          'flex h-11 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-left text-base data-[placeholder]:text-muted-foreground disabled:opacity-60 sm:h-10 sm:text-sm',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-card shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((o) => (
              <Item key={o.value} option={o} />
            ))}
            {groups.map((g) => (
              <SelectPrimitive.Group key={g.label}>
                <SelectPrimitive.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {g.label}
                </SelectPrimitive.Label>
                {g.options.map((o) => (
                  <Item key={o.value} option={o} />
                ))}
              </SelectPrimitive.Group>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
