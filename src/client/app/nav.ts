import {
  BookMarked,
  BookOpen,
  HandHeart,
  Heart,
  LayoutDashboard,
  ListChecks,
  PenLine,
  Smile,
  Sprout,
  Sun,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavTab {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The tab bar, in the spec's order: Dashboard, Journal, Scripture, Meditation, Prayer, Mood Tracker, Gratitude, Community, Growth. */
export const NAV_TABS: NavTab[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/journal', label: 'Journal', icon: PenLine },
  { to: '/scripture', label: 'Scripture', icon: BookOpen },
  { to: '/plans', label: 'Reading Plans', icon: BookMarked },
  { to: '/meditation', label: 'Meditation', icon: Sun },
  { to: '/prayer', label: 'Prayer', icon: HandHeart },
  { to: '/prayer-list', label: 'Prayer List', icon: ListChecks },
  { to: '/mood', label: 'Mood Tracker', icon: Smile },
  { to: '/gratitude', label: 'Gratitude', icon: Heart },
  { to: '/community', label: 'Community', icon: Users },
  { to: '/growth', label: 'Growth', icon: Sprout },
];

/**
 * On a phone (below 640 px) a bottom bar holds these four, in this order, then "More…" with the rest of
 * NAV_TABS (decision 093). Their names are the top bar's: one name for one place at every width.
 */
const PHONE_PATHS = ['/', '/scripture', '/journal', '/prayer'];
export const PHONE_TABS: NavTab[] = PHONE_PATHS.map((to) => NAV_TABS.find((t) => t.to === to)!);
export const MORE_TABS: NavTab[] = NAV_TABS.filter((t) => !PHONE_PATHS.includes(t.to));
