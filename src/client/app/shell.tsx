import { ChevronLeft, ChevronRight, Ellipsis, LifeBuoy, Settings, User } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { CareDialog } from '@/components/care-card';
import { InstallAppButton } from '@/components/install-app';
import { OfflineBanner } from '@/components/offline-banner';
import { PageFallback } from '@/components/page-fallback';
import { UpdatePrompt } from '@/components/update-prompt';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useAppearance } from '@/lib/appearance';
import { useDayChange } from '@/lib/day-change';
import { useKeptWritesSync } from '@/lib/offline-writes';
import { useServerEvents } from '@/lib/server-events';
import { initials } from '@contract/names';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '@/lib/auth-state';
import { useFocusRescue } from '@/lib/focus-rescue';
import { LampMark, PRODUCT_NAME } from '@/components/brand';
import { accountMenuLabel, accountMenuTriggerClass } from './account-menu';
import { MORE_TABS, NAV_TABS, PHONE_TABS, type NavTab } from './nav';

let menuModule: typeof import('./user-menu') | undefined;
const loadMenu = () => import('./user-menu').then((m) => (menuModule = m));

/**
 * The account menu's code (the menu and its positioning, 14 KB) loads when a pointer comes near the button or
 * focus reaches it, not with the first screen (decision 112). Until the person opens it, the button is a plain
 * one that looks and reads the same; opening swaps in the real menu, already open, which takes focus as it
 * always does and hands it back to its own button on close.
 */
function UserMenu() {
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  if (opened && menuModule) return <menuModule.UserMenu />;
  const open = () => void loadMenu().then(() => setOpened(true));
  return (
    <button
      type="button"
      aria-label={accountMenuLabel(user.name)}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={accountMenuTriggerClass}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        open();
      }}
    >
      {initials(user.name) || <User className="size-4" aria-hidden />}
    </button>
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
    if (list && active) revealTab(list, active);
  }, [pathname]);
  return listRef;
}

/** Scrolls the strip sideways just enough that the whole tab shows, clear of the fades at its ends. */
function revealTab(list: HTMLElement, el: HTMLElement) {
  const bar = list.getBoundingClientRect();
  const tab = el.getBoundingClientRect();
  const gap = 48;
  if (tab.left < bar.left + gap) list.scrollLeft -= bar.left + gap - tab.left;
  else if (tab.right > bar.right - gap) list.scrollLeft += tab.right - (bar.right - gap);
}

/** Which ends of a sideways-scrolling list have more beyond them, kept current as it scrolls or resizes. */
function useScrollEdges(listRef: RefObject<HTMLUListElement | null>) {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setEdges((e) => (e.before === before && e.after === after ? e : { before, after }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [listRef]);
  return edges;
}

/** The fade and chevron at an end of the tab strip that has more tabs beyond it: a hint to swipe. */
function MoreTabsHint({ side }: { side: 'before' | 'after' }) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <div
      aria-hidden
      data-testid={`more-tabs-${side}`}
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-12 items-center from-card from-40% to-transparent text-muted-foreground',
        side === 'before' ? 'left-0 justify-start bg-gradient-to-r pl-0.5' : 'right-0 justify-end bg-gradient-to-l pr-0.5',
      )}
    >
      <Icon className="size-4" />
    </div>
  );
}

function TabBar() {
  const listRef = useActiveTabInView();
  const edges = useScrollEdges(listRef);
  return (
    <nav aria-label="Main" className="relative hidden border-b border-border bg-card sm:block">
      {edges.before && <MoreTabsHint side="before" />}
      {edges.after && <MoreTabsHint side="after" />}
      <ul
        ref={listRef}
        // A tab reached by keyboard shows whole (WCAG 2.4.11): the browser alone stops at a sliver at the edge.
        onFocus={(e) => listRef.current && e.target instanceof HTMLElement && revealTab(listRef.current, e.target)}
        className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4"
      >
        {NAV_TABS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium transition-colors',
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

/** Whether `to` is the page at `pathname` or one of its own pages (/plans/psalms-30 is Reading Plans). */
const isCurrent = (pathname: string, to: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));

const bottomItem =
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-0.5 text-[0.6875rem] font-medium leading-tight whitespace-nowrap transition-colors';

/** A bottom-bar item's look: the icon in a soft pill when it is where the person is. */
function BottomItemFace({ icon: Icon, label, current }: { icon: NavTab['icon']; label: string; current: boolean }) {
  return (
    <>
      <span className={cn('grid h-7 w-12 place-items-center rounded-full transition-colors', current && 'bg-accent-soft')}>
        <Icon className="size-5" aria-hidden />
      </span>
      {label}
    </>
  );
}

/** The rest of the app on a phone: a sheet from the bottom with every other tab, Settings and Get help now. */
function MoreSheet({ onOpenChange, pathname }: { onOpenChange: (open: boolean) => void; pathname: string }) {
  const extra: NavTab[] = [
    { to: '/settings', label: 'Settings', icon: Settings },
    { to: '/help', label: 'Get help now', icon: LifeBuoy },
  ];
  const link = (tab: NavTab) => {
    const current = isCurrent(pathname, tab.to);
    return (
      <li key={tab.to}>
        <Link
          to={tab.to}
          aria-current={current ? 'page' : undefined}
          onClick={() => onOpenChange(false)}
          className={cn(
            'flex min-h-14 items-center gap-3 rounded-lg border px-3 text-sm font-medium transition-colors',
            current ? 'border-accent bg-accent-soft text-foreground' : 'border-border bg-card hover:bg-muted',
          )}
        >
          <tab.icon className="size-5 shrink-0 text-accent" aria-hidden />
          {tab.label}
        </Link>
      </li>
    );
  };
  return (
    <DialogContent
      aria-describedby={undefined}
      className="bottom-0 left-0 top-auto w-full max-w-none translate-x-0 translate-y-0 rounded-b-none rounded-t-2xl pb-[calc(1.5rem+env(safe-area-inset-bottom,0px))] sm:hidden"
    >
      <DialogTitle>More</DialogTitle>
      <nav aria-label="More">
        <ul className="grid grid-cols-2 gap-2">{MORE_TABS.map(link)}</ul>
        <ul className="mt-4 grid grid-cols-2 gap-2 border-t border-border pt-4">{extra.map(link)}</ul>
      </nav>
    </DialogContent>
  );
}

/**
 * Below 640 px the top strip gives way to a bar at the bottom, in reach of a thumb: Dashboard, Scripture,
 * Journal, Prayer and More (decision 093). It sits above the home indicator (safe-area inset); the current
 * page is marked with aria-current, and More is marked when the page is one of its own.
 */
function BottomTabBar() {
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const inMore = MORE_TABS.some((t) => isCurrent(pathname, t.to));
  // Turned to a wider screen while the sheet is open: the bar and its sheet are gone, so the dialog closes too.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 40rem)');
    const close = () => wide.matches && setMoreOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);
  return (
    <nav
      id="bottom-tabs"
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card pb-[env(safe-area-inset-bottom,0px)] shadow-[0_-1px_8px_rgb(0_0_0/0.06)] sm:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch gap-1 px-1 py-1">
        {PHONE_TABS.map(({ to, label, icon }) => (
          <li key={to} className="flex min-w-0 flex-1">
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => cn(bottomItem, isActive ? 'text-accent' : 'text-muted-foreground hover:text-foreground')}
            >
              {({ isActive }) => <BottomItemFace icon={icon} label={label} current={isActive} />}
            </NavLink>
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          <Dialog open={moreOpen} onOpenChange={setMoreOpen}>
            <DialogTrigger
              aria-current={inMore ? 'true' : undefined}
              className={cn(bottomItem, inMore || moreOpen ? 'text-accent' : 'text-muted-foreground hover:text-foreground')}
            >
              <BottomItemFace icon={Ellipsis} label="More" current={inMore} />
            </DialogTrigger>
            <MoreSheet onOpenChange={setMoreOpen} pathname={pathname} />
          </Dialog>
        </li>
      </ul>
    </nav>
  );
}

/** Header, tab bar (at the top from 640 px, at the bottom below), the page, footer. */
export function Shell() {
  const { id, timeZone } = useCurrentUser();
  useServerEvents(true);
  useKeptWritesSync(id);
  useDayChange(timeZone);
  useAppearance();
  useFocusRescue();
  return (
    <>
      <div className="flex min-h-dvh flex-col pb-[var(--bottom-bar,0px)]">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
        >
          Skip to content
        </a>
        <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow">
          <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
            <Link to="/" className="flex min-h-11 items-center gap-2 text-xl font-semibold tracking-tight">
              <LampMark />
              {PRODUCT_NAME}
            </Link>
            <div className="flex items-center gap-2">
              <InstallAppButton />
              <UserMenu />
            </div>
          </div>
        </header>
        <TabBar />
        <OfflineBanner />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </footer>
        <UpdatePrompt />
        <BottomTabBar />
      </div>
      <CareDialog />
    </>
  );
}
