import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  ZMarkDayResult,
  ZMyPlan,
  ZPlanBody,
  ZPlanDayParams,
  ZPlanDetail,
  ZPlanParams,
  ZPlanProgress,
  ZPlanQuery,
  ZPlanSummary,
  ZUnmarkDayResult,
} from '../../../contract/plans.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { countFinishedPlans, listPlans, markDay, myPlans, planDetail, quitPlan, shiftPlan, startPlan, unmarkDay } from './service.js';

/** Reading plans: the library is content; a person's progress is theirs alone. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  deps.progress.registerMetric('plansFinished', countFinishedPlans);

  app.get('/api/plans', { schema: { response: { 200: z.array(ZPlanSummary) } } }, async (request) => {
    requireUser(request);
    return listPlans();
  });

  app.get('/api/plans/mine', { schema: { querystring: ZPlanQuery, response: { 200: z.array(ZMyPlan) } } }, async (request) =>
    myPlans(deps, requireSelf(request, request.query.userId)),
  );

  app.get(
    '/api/plans/:planId',
    { schema: { params: ZPlanParams, querystring: ZPlanQuery, response: { 200: ZPlanDetail } } },
    async (request) => planDetail(deps, requireSelf(request, request.query.userId), request.params.planId),
  );

  app.post(
    '/api/plans/:planId/start',
    { schema: { params: ZPlanParams, body: ZPlanBody, response: { 200: ZPlanProgress } } },
    async (request) => startPlan(deps, requireSelf(request, request.body.userId), request.params.planId),
  );

  app.post(
    '/api/plans/:planId/days/:day',
    { schema: { params: ZPlanDayParams, body: ZPlanBody, response: { 200: ZMarkDayResult } } },
    async (request) => markDay(deps, requireSelf(request, request.body.userId), request.params.planId, request.params.day),
  );

  app.delete(
    '/api/plans/:planId/days/:day',
    { schema: { params: ZPlanDayParams, body: ZPlanBody, response: { 200: ZUnmarkDayResult } } },
    async (request) => unmarkDay(deps, requireSelf(request, request.body.userId), request.params.planId, request.params.day),
  );

  app.post(
    '/api/plans/:planId/shift',
    { schema: { params: ZPlanParams, body: ZPlanBody, response: { 200: ZPlanProgress } } },
    async (request) => shiftPlan(deps, requireSelf(request, request.body.userId), request.params.planId),
  );

  app.post(
    '/api/plans/:planId/quit',
    { schema: { params: ZPlanParams, body: ZPlanBody, response: { 200: ZPlanProgress } } },
    async (request) => quitPlan(deps, requireSelf(request, request.body.userId), request.params.planId),
  );
};
