import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/common.js';
import { ZBadgeParams, ZPatchBadge, ZPatchStreak, ZRecordCompletion, ZStreakActivityParams, type TBadge, type TCompletion } from '../../../contract/progress.js';
import { BADGES } from '../../../content/badges.js';
import { completionsToday, onProgressChanged, recordCompletion, type Completion } from '../../platform/progress.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { dailyEncouragement } from './encouragement.js';
import { recomputeProgress } from './recompute.js';
import { getGrowthStats, getStreaks, getUserBadges, refreshBadge, refreshStreak } from './service.js';

const toApi = (c: Completion): TCompletion => ({ id: c.id, type: c.type as TCompletion['type'], contentId: c.contentId, day: c.day, date: c.completedAt.toISOString() });
const CATALOGUE: TBadge[] = BADGES.map(({ id, name, description, icon, target }) => ({ id, name, description, icon, target }));

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Streaks and badges follow every completion (and every change a capability reports), on the server.
  onProgressChanged(recomputeProgress);

  app.get('/api/users/:id/completions', { schema: { params: ZIdParams } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    return completionsToday(deps, user);
  });

  // Once per user, activity and local day: a repeat answers 200 with the existing record.
  app.post('/api/users/:id/completions', { schema: { params: ZIdParams, body: ZRecordCompletion } }, async (request, reply) => {
    const user = requireSelf(request, request.params.id);
    requireSelf(request, request.body.userId);
    const { completion, created } = await recordCompletion(deps, user, request.body.type, request.body.contentId);
    return reply.status(created ? 201 : 200).send(toApi(completion));
  });

  app.get('/api/users/:id/streaks', { schema: { params: ZIdParams } }, async (request) => getStreaks(deps, requireSelf(request, request.params.id)));

  app.patch('/api/users/:id/streaks/:activity', { schema: { params: ZStreakActivityParams, body: ZPatchStreak } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    return refreshStreak(deps, user, request.params.activity);
  });

  app.get('/api/badges', async (request) => {
    requireUser(request);
    return CATALOGUE;
  });

  app.get('/api/users/:id/badges', { schema: { params: ZIdParams } }, async (request) => getUserBadges(deps, requireSelf(request, request.params.id).id));

  app.patch('/api/users/:id/badges/:badgeId', { schema: { params: ZBadgeParams, body: ZPatchBadge } }, async (request) => {
    const user = requireSelf(request, request.params.id);
    return refreshBadge(deps, user.id, request.params.badgeId);
  });

  app.get('/api/users/:id/growth-stats', { schema: { params: ZIdParams } }, async (request) => getGrowthStats(deps, requireSelf(request, request.params.id)));

  app.get('/api/daily-encouragement', async (request) => dailyEncouragement(deps, requireUser(request)));
};
