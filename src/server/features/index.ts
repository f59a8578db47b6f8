import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Job } from '../platform/jobs.js';
import { authRoutes } from './auth/routes.js';
import { bibleRoutes } from './bible/routes.js';
import { careRoutes } from './care/routes.js';
import { clientErrorRoutes } from './client-errors/routes.js';
import { communityRoutes } from './community/routes.js';
import { gratitudeRoutes } from './gratitudes/routes.js';
import { journalRoutes } from './journal/routes.js';
import { meditationRoutes } from './meditation/routes.js';
import { moodRoutes } from './moods/routes.js';
import { prayerRoutes } from './prayer/routes.js';
import { planRoutes } from './plans/routes.js';
import { prayerListRoutes } from './prayer-list/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { progressRoutes } from './progress/routes.js';
import { pushRoutes } from './push/routes.js';
import { reminderRoutes } from './reminders/routes.js';
import { sendDueReminders } from './reminders/service.js';
import { scriptureRoutes } from './scripture/routes.js';
import { sweepRenewals } from './subscription/renewals.js';
import { subscriptionRoutes } from './subscription/routes.js';
import { sharingRoutes } from './sharing/routes.js';
import { usersRoutes } from './users/routes.js';

/** Every feature's routes, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [
  authRoutes,
  usersRoutes,
  privacyRoutes,
  progressRoutes,
  journalRoutes,
  moodRoutes,
  gratitudeRoutes,
  prayerRoutes,
  prayerListRoutes,
  bibleRoutes,
  scriptureRoutes,
  planRoutes,
  meditationRoutes,
  sharingRoutes,
  communityRoutes,
  clientErrorRoutes,
  subscriptionRoutes,
  careRoutes,
  pushRoutes,
  reminderRoutes,
];

/** Background work the running server does on a timer. */
export const featureJobs = (deps: AppDeps, log: FastifyBaseLogger, everyMs: number): Job[] => [
  { name: 'daily-reminders', everyMs, run: () => sendDueReminders(deps, log) },
  { name: 'subscription-renewals', everyMs, run: () => sweepRenewals(deps, log) },
];
