import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps.js';
import type { Job } from '../platform/jobs.js';
import { authRoutes } from './auth/routes.js';
import { communityRoutes } from './community/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { progressRoutes } from './progress/routes.js';
import { sendDueReminders } from './reminders/service.js';
import { usersRoutes } from './users/routes.js';

/** Every feature's routes, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [authRoutes, usersRoutes, privacyRoutes, progressRoutes, communityRoutes];

/** Background work the running server does on a timer. */
export const featureJobs = (deps: AppDeps, log: FastifyBaseLogger): Job[] => [
  { name: 'daily-reminders', everyMs: 60_000, run: () => sendDueReminders(deps, log) },
];
