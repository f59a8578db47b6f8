import { LifeBuoy, LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
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
  // Focus left on <body> goes to the menu's own button: when it replaces the stand-in that had focus (in the same
  // frame, before the page's focus rescue could send it to the heading, which would close the menu as it opens on a
  // slow device), and when the menu closes (Radix gives it back only if nothing outside was touched while it was
  // open, and the swap from the stand-in can count as that).
  const trigger = useRef<HTMLButtonElement>(null);
  const takeLostFocus = () => {
    if (!document.activeElement || document.activeElement === document.body) trigger.current?.focus();
  };
  useLayoutEffect(takeLostFocus, []);
  return (
    // Not modal: a modal menu hides the page from assistive technology while leaving it focusable (axe:
    // aria-hidden-focus). Focus still moves into the menu and back to the trigger on close.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger ref={trigger} aria-label={accountMenuLabel(user.name)} className={accountMenuTriggerClass}>
        {letters || <User className="size-4" aria-hidden />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
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
