import { LifeBuoy, LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { initials } from '@contract/names';
import { useAuth, useCurrentUser } from '@/lib/auth-state';
import { accountMenuLabel, accountMenuTriggerClass } from './account-menu';

/** The header's account menu, loaded when first wanted and mounted open (see UserMenu in shell.tsx). */
export function UserMenu() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const item = 'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted';
  const letters = initials(user.name);
  // Focus goes back to the menu's own button. On opening: the button replaces the stand-in that had focus, in the
  // same frame, before the page's focus rescue could send the lost focus to the heading (which would close the menu
  // as it opens). On closing by key or by choosing an item: at once, while focus is still in the menu, so it never
  // rests on <body> on the way (decision 117). Radix's own hand-back comes a frame later, after the closed menu's
  // effects. A close by pointing elsewhere leaves focus where the person pointed, or on the button if that was
  // nowhere in particular.
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const pointedOutside = useRef(false);
  const focusLost = () => !document.activeElement || document.activeElement === document.body;
  const takeLostFocus = () => {
    if (focusLost()) trigger.current?.focus();
  };
  // Controlled: Radix tells an uncontrolled menu's onOpenChange only from an effect, after the menu is gone.
  const [open, setOpen] = useState(true);
  const openChange = (next: boolean) => {
    const pointed = pointedOutside.current;
    pointedOutside.current = false;
    if (!next && !pointed && (focusLost() || content.current?.contains(document.activeElement))) trigger.current?.focus();
    setOpen(next);
  };
  useLayoutEffect(takeLostFocus, []);
  return (
    // Not modal: a modal menu hides the page from assistive technology while leaving it focusable (axe:
    // aria-hidden-focus). Focus still moves into the menu and back to the trigger on close.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={openChange}>
      <DropdownMenu.Trigger ref={trigger} aria-label={accountMenuLabel(user.name)} className={accountMenuTriggerClass}>
        {letters || <User className="size-4" aria-hidden />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          onPointerDownOutside={() => (pointedOutside.current = true)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            takeLostFocus();
          }}
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border border-border bg-card p-1 text-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <p className="text-sm font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={item} onSelect={() => navigate('/settings')}>
            <User className="size-4" aria-hidden /> Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/settings')}>
            <Settings className="size-4" aria-hidden /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/help')}>
            <LifeBuoy className="size-4" aria-hidden /> Get help now
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={item}
            onSelect={() => {
              void signOut().then(() => navigate('/'));
            }}
          >
            <LogOut className="size-4" aria-hidden /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
