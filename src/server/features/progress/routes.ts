import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZIdParams } from '../../../contract/common.js';
import {
  ZBadge,
  ZBadgeParams,
  ZCompletedItems,
  ZCompletedItemsQuery,
  ZCompletion,
  ZCompletionsToday,
  ZDailyEncouragement,
  ZGrowthStats,
  ZPatchBadge,
  ZPatchStreak,
  ZRecordCompletion,
  ZStreak,
  ZStreakActivityParams,
  ZStreaks,
  ZUserBadge,
  type TBadge,
  type TCompletion,
} from '../../../contract/progress.js';
import { BADGES } from '../../../content/badges.js';
import { completedItemsToday, completionsToday, recordCompletion, type Completion } from '../../domain/progress.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { localDay } from '../../domain/time.js';
import { dailyEncouragement } from './encouragement.js';
import { recomputeProgress } from './recompute.js';
import { getGrowthStats, getStreaks, getUserBadges, refreshBadge, refreshStreak } from './service.js';

const toApi = (c: Completion): TCompletion => ({
  id: c.id,
  type: c.type as TCompletion['type'],
  contentId: c.contentId,
  day: c.day,
  date: c.completedAt.toISOString(),
});
const CATALOGUE: TBadge[] = BADGES.map(({ id, name, description, icon, target }) => ({ id, name, description, icon, target }));

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Streaks and badges follow every completion (and every change a capability reports), on the server.
  deps.progress.onChanged(recomputeProgress);

  app.get('/api/users/:id/completions', { schema: { params: ZIdParams, response: { 200: ZCompletionsToday } } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    // The Dashboard's hottest read: kept until the database says this person's completions changed (decision 113).
    const now = deps.now();
    const day = localDay(now, user.timeZone);
    return deps.reads.through('completions', user.id, day, now, async () => ({ value: await completionsToday(deps, user, day) }));
  });

  app.get(
    '/api/users/:id/completions/items',
    { schema: { params: ZIdParams, querystring: ZCompletedItemsQuery, response: { 200: ZCompletedItems } } },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return completedItemsToday(deps, user, request.query.type);
    },
  );

  // Once per user, activity and local day: a repeat answers 200 with the existing record.
  app.post(
    '/api/users/:id/completions',
    { schema: { params: ZIdParams, body: ZRecordCompletion, response: { 200: ZCompletion, 201: ZCompletion } } },
    async (request, reply) => {
      const user = requireSelf(request, request.params.id);
      requireSelf(request, request.body.userId);
      const { completion, created } = await recordCompletion(deps, user, request.body.type, request.body.contentId);
      return reply.status(created ? 201 : 200).send(toApi(completion));
    },
  );

  app.get('/api/users/:id/streaks', { schema: { params: ZIdParams, response: { 200: ZStreaks } } }, async (request) =>
    getStreaks(deps, requireSelf(request, request.params.id)),
  );

  app.patch(
    '/api/users/:id/streaks/:activity',
    { schema: { params: ZStreakActivityParams, body: ZPatchStreak, response: { 200: ZStreak } } },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return refreshStreak(deps, user, request.params.activity);
    },
  );

  app.get('/api/badges', { schema: { response: { 200: z.array(ZBadge) } } }, async (request) => {
    requireUser(request);
    return CATALOGUE;
  });

  app.get('/api/users/:id/badges', { schema: { params: ZIdParams, response: { 200: z.array(ZUserBadge) } } }, async (request) =>
    getUserBadges(deps, requireSelf(request, request.params.id).id),
  );

  app.patch(
    '/api/users/:id/badges/:badgeId',
    { schema: { params: ZBadgeParams, body: ZPatchBadge, response: { 200: ZUserBadge } } },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return refreshBadge(deps, user.id, request.params.badgeId);
    },
  );

  app.get('/api/users/:id/growth-stats', { schema: { params: ZIdParams, response: { 200: ZGrowthStats } } }, async (request) =>
    getGrowthStats(deps, requireSelf(request, request.params.id)),
  );

  app.get('/api/daily-encouragement', { schema: { response: { 200: ZDailyEncouragement } } }, async (request) =>
    dailyEncouragement(deps, requireUser(request)),
  );
};
