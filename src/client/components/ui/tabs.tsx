import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { clearErrorToasts } from './toast';

/** Tabs; choosing another one is a new context, so a failure notice about the last one closes. */
export function Tabs({ onValueChange, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      onValueChange={(value) => {
        clearErrorToasts();
        onValueChange?.(value);
      }}
      {...props}
    />
  );
}

/**
 * One row of tabs at any width: on a phone they share the row equally, without their icons, and a long
 * label takes two lines inside its tab rather than pushing a tab onto a second row.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex h-auto w-full items-stretch gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto', className)}
      {...props}
    />
  );
}
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-11 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center text-sm font-medium leading-tight text-muted-foreground transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm max-sm:[&_svg]:hidden sm:min-h-9 sm:flex-none sm:px-3 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 rounded-md focus-visible:outline-offset-4', className)} {...props} />;
}
