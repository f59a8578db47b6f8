import { BookOpen, Heart, LayoutDashboard, PenLine, Smile, Sprout, Sun, Users, type LucideIcon } from 'lucide-react';

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
  { to: '/meditation', label: 'Meditation', icon: Sun },
  { to: '/mood', label: 'Mood Tracker', icon: Smile },
  { to: '/gratitude', label: 'Gratitude', icon: Heart },
  { to: '/community', label: 'Community', icon: Users },
  { to: '/growth', label: 'Growth', icon: Sprout },
];
