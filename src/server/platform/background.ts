import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but doesn't wait for: it runs once the answer has gone out. */
export interface Background {
  /**
   * Runs `work` after the current answer is written (the next turn of the event loop), so how long the
   * work takes, or whether there was any to do, can't be read from the answer's timing. A failure is
   * logged under `name` (never with user data) and never reaches the person.
   */
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once everything started so far has finished: tests wait on it, and so does shutdown. */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
