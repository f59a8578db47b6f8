import { LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Skeleton, TooltipProvider } from '@/components/ui/misc';
import { useDayChange } from '@/lib/day-change';
import { useServerEvents } from '@/lib/server-events';
import { cn } from '@/lib/utils';
import { useAuth, useCurrentUser } from './auth';
import { LampMark, PRODUCT_NAME } from './brand';
import { NAV_TABS } from './nav';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function UserMenu() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const item = 'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className="grid size-10 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent ring-offset-2 ring-offset-primary focus-visible:outline-2 focus-visible:outline-white"
      >
        {initials(user.name) || <User className="size-4" aria-hidden />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-md border border-border bg-card p-1 text-foreground shadow-lg">
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

/**
 * On a narrow screen the tab bar scrolls sideways: after every route change the active tab is brought
 * into view (like scrollIntoView with inline: 'nearest', but sideways only, so the page never jumps).
 */
function useActiveTabInView() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    const bar = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    const gap = 8;
    if (tab.left < bar.left + gap) list.scrollLeft -= bar.left + gap - tab.left;
    else if (tab.right > bar.right - gap) list.scrollLeft += tab.right - (bar.right - gap);
  }, [pathname]);
  return listRef;
}

function TabBar() {
  const listRef = useActiveTabInView();
  return (
    <nav aria-label="Main" className="border-b border-border bg-card">
      <ul ref={listRef} className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4">
        {NAV_TABS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-1.5 border-b-2 px-3 py-3 text-sm font-medium transition-colors',
                  isActive ? 'border-accent text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PageFallback() {
  return (
    <div className="space-y-4 py-2" role="status" aria-label="Loading">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** Header, tab bar, the page, footer. */
export function Shell() {
  const { timeZone } = useCurrentUser();
  useServerEvents(true);
  useDayChange(timeZone);
  return (
    <TooltipProvider delayDuration={700} skipDelayDuration={300}>
      <div className="flex min-h-dvh flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
          Skip to content
        </a>
        <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow">
          <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
            <Link to="/" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
              <LampMark />
              {PRODUCT_NAME}
            </Link>
            <div className="flex items-center gap-2">
              <UserMenu />
            </div>
          </div>
        </header>
        <TabBar />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </footer>
      </div>
    </TooltipProvider>
  );
}
