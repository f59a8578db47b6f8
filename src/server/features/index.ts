import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps.js';
import type { Job } from '../platform/jobs.js';
import { authRoutes } from './auth/routes.js';
import { bibleRoutes } from './bible/routes.js';
import { communityRoutes } from './community/routes.js';
import { gratitudeRoutes } from './gratitudes/routes.js';
import { journalRoutes } from './journal/routes.js';
import { meditationRoutes } from './meditation/routes.js';
import { moodRoutes } from './moods/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { progressRoutes } from './progress/routes.js';
import { sendDueReminders } from './reminders/service.js';
import { scriptureRoutes } from './scripture/routes.js';
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
  bibleRoutes,
  scriptureRoutes,
  meditationRoutes,
  sharingRoutes,
  communityRoutes,
];

/** Background work the running server does on a timer. */
export const featureJobs = (deps: AppDeps, log: FastifyBaseLogger): Job[] => [
  { name: 'daily-reminders', everyMs: 60_000, run: () => sendDueReminders(deps, log) },
];
