import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobRuns } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';

export interface Job {
  name: string;
  everyMs: number;
  /** Does the due work, each unit claimed so that no other instance does it too; answers how many units it did. */
  run(): Promise<unknown>;
}

/** Names this process in `job_runs`: which instance of several ran a job. */
export const INSTANCE = `${hostname()}:${process.pid}`;

/** Runs one job once and records the run in `job_runs` (start, end, units done, outcome). */
export async function runJob(deps: Pick<AppDeps, 'db' | 'now'>, job: Job) {
  const [run] = await deps.db
    .insert(jobRuns)
    .values({ job: job.name, instance: INSTANCE, startedAt: deps.now() })
    .returning({ id: jobRuns.id });
  try {
    const done = await job.run();
    await deps.db
      .update(jobRuns)
      .set({ finishedAt: deps.now(), outcome: 'ok', done: typeof done === 'number' ? done : null })
      .where(eq(jobRuns.id, run!.id));
  } catch (err) {
    await deps.db.update(jobRuns).set({ finishedAt: deps.now(), outcome: 'failed' }).where(eq(jobRuns.id, run!.id));
    throw err;
  }
}

/**
 * Runs background jobs on a timer while the server listens (not in tests, which call the job
 * functions with a moved clock). Every instance runs every job; each job claims its units of work in the
 * database (a conditional UPDATE, or deletes that are the same whoever runs them), so N instances never do
 * one unit twice. A run never overlaps the previous one on this instance; a failure is logged and the
 * next tick tries again.
 */
export function scheduleJobs(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>, jobs: Job[]) {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      let running = false;
      const tick = async () => {
        if (running) return;
        running = true;
        try {
          await runJob(deps, job);
        } catch (err) {
          app.log.error({ err, job: job.name }, 'job failed');
        } finally {
          running = false;
        }
      };
      const timer = setInterval(() => void tick(), job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('preClose', async () => timers.forEach(clearInterval));
}
