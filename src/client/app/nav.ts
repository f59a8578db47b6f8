import { Heart, LayoutDashboard, PenLine, Smile, Sprout, type LucideIcon } from 'lucide-react';

export interface NavTab {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The tab bar, in the spec's order: Dashboard, Journal, Scripture, Meditation, Prayer, Mood Tracker, Gratitude, Community, Growth. */
export const NAV_TABS: NavTab[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/journal', label: 'Journal', icon: PenLine },
  { to: '/mood', label: 'Mood Tracker', icon: Smile },
  { to: '/gratitude', label: 'Gratitude', icon: Heart },
  { to: '/growth', label: 'Growth', icon: Sprout },
];
