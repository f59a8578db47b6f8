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
