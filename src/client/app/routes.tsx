import type { RouteObject } from 'react-router';
import { NotFoundPage } from './not-found';

/** Screens inside the signed-in shell; each is its own chunk. */
export const shellRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
  { path: 'dashboard', lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
  { path: 'journal', lazy: () => import('@/features/journal/journal-page').then((m) => ({ Component: m.JournalPage })) },
  { path: 'prayer', lazy: () => import('@/features/prayer/prayer-page').then((m) => ({ Component: m.PrayerPage })) },
  { path: 'mood', lazy: () => import('@/features/mood/mood-page').then((m) => ({ Component: m.MoodPage })) },
  { path: 'gratitude', lazy: () => import('@/features/gratitude/gratitude-page').then((m) => ({ Component: m.GratitudePage })) },
  { path: 'growth', lazy: () => import('@/features/growth/growth-page').then((m) => ({ Component: m.GrowthPage })) },
  { path: 'scripture', lazy: () => import('@/features/scripture/scripture-page').then((m) => ({ Component: m.ScripturePage })) },
  { path: 'meditation', lazy: () => import('@/features/meditation/meditation-page').then((m) => ({ Component: m.MeditationPage })) },
  { path: 'plans', lazy: () => import('@/features/plans/plans-page').then((m) => ({ Component: m.PlansPage })) },
  { path: 'plans/:planId', lazy: () => import('@/features/plans/plan-page').then((m) => ({ Component: m.PlanPage })) },
  { path: 'prayer-list', lazy: () => import('@/features/prayer-list/prayer-list-page').then((m) => ({ Component: m.PrayerListPage })) },
  { path: 'community', lazy: () => import('@/features/community/community-page').then((m) => ({ Component: m.CommunityPage })) },
  { path: 'settings', lazy: () => import('@/features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })) },
  { path: 'privacy', lazy: () => import('@/features/privacy/privacy-page').then((m) => ({ Component: m.PrivacyPage })) },
  {
    path: 'subscription',
    lazy: () => import('@/features/subscription/subscription-page').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    path: 'subscription-success',
    lazy: () => import('@/features/subscription/success-page').then((m) => ({ Component: m.SubscriptionSuccessPage })),
  },
  {
    path: 'subscription-status',
    lazy: () => import('@/features/subscription/status-page').then((m) => ({ Component: m.SubscriptionStatusPage })),
  },
  {
    path: 'test-payment',
    lazy: () => import('@/features/subscription/test-payment-page').then((m) => ({ Component: m.TestPaymentPage })),
  },
  { path: '*', Component: NotFoundPage },
];

/** Pages anyone can open, signed in or not, outside the shell. */
export const publicRoutes: RouteObject[] = [
  {
    // A splat, not one segment: older links carry plain base64, whose '/' characters make several.
    path: '/shared/*',
    lazy: () => import('@/features/shared/shared-scripture-page').then((m) => ({ Component: m.SharedScripturePage })),
  },
  { path: '/help', lazy: () => import('@/features/help/help-page').then((m) => ({ Component: m.HelpPage })) },
  { path: '/unsubscribe', lazy: () => import('@/features/settings/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })) },
  { path: '/reset-password', lazy: () => import('@/features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
];
