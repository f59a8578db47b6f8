import { BookOpen, LayoutDashboard, Sun, Users, type LucideIcon } from 'lucide-react';

export interface NavTab {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The tab bar, in the spec's order: Dashboard, Journal, Scripture, Meditation, Prayer, Mood Tracker, Gratitude, Community, Growth. */
export const NAV_TABS: NavTab[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/scripture', label: 'Scripture', icon: BookOpen },
  { to: '/meditation', label: 'Meditation', icon: Sun },
  { to: '/community', label: 'Community', icon: Users },
];
