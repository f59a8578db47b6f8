import type { FastifyInstance } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs background jobs on a timer while the server listens (not in tests, which call the job
 * functions with a moved clock). A run never overlaps the previous one; a failure is logged and
 * the next tick tries again.
 */
export function scheduleJobs(app: FastifyInstance, jobs: Job[]) {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      let running = false;
      const tick = async () => {
        if (running) return;
        running = true;
        try {
          await job.run();
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
