import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { bibleRoutes } from './bible/routes.js';
import { meditationRoutes } from './meditation/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { progressRoutes } from './progress/routes.js';
import { scriptureRoutes } from './scripture/routes.js';
import { sharingRoutes } from './sharing/routes.js';
import { usersRoutes } from './users/routes.js';

/** Every feature's routes, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [authRoutes, usersRoutes, privacyRoutes, progressRoutes, bibleRoutes, scriptureRoutes, meditationRoutes, sharingRoutes];
