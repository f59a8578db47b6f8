import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { appliedMigrations, shippedMigrations, type Database } from '../db/client.js';

const ZReadiness = z.object({
  status: z.enum(['ready', 'draining', 'database-unreachable', 'migrations-pending']),
});

/**
 * GET /api/ready, for the load balancer: 200 while this instance should get requests (the database answers and
 * has every migration this build ships), 503 otherwise, and from the moment SIGTERM arrives (draining), so the
 * balancer stops sending before the server closes. GET /api/health stays the liveness check: the process answers.
 */
export function registerReadiness(app: FastifyInstance, database: Database) {
  const shipped = shippedMigrations();
  app.get('/api/ready', { schema: { response: { 200: ZReadiness, 503: ZReadiness } } }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await database.db.execute(sql`select 1`);
    } catch {
      return reply.code(503).send({ status: 'database-unreachable' });
    }
    if ((await appliedMigrations(database.db)) < shipped) return reply.code(503).send({ status: 'migrations-pending' });
    return { status: 'ready' as const };
  });
}
