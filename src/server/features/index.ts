import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { gratitudeRoutes } from './gratitudes/routes.js';
import { journalRoutes } from './journal/routes.js';
import { moodRoutes } from './moods/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { progressRoutes } from './progress/routes.js';
import { usersRoutes } from './users/routes.js';

/** Every feature's routes, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [authRoutes, usersRoutes, privacyRoutes, progressRoutes, journalRoutes, moodRoutes, gratitudeRoutes];
