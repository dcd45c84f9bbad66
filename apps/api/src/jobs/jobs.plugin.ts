import fp from 'fastify-plugin';
import { jobRunner, type JobRunner } from './job-runner';
import { enqueueJobs, jobsRepository } from './jobs.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job runner: modules register a handler per kind of job and queue jobs in their own
     * transactions with `enqueueJobs(tx, [{ kind, payload }])`:
     *   app.jobs.register('orders.track', { run: async ({ orderId }, { idempotencyKey }) => … });
     */
    jobs: JobRunner;
  }
}

const DAY_MS = 24 * 60 * 60_000;
/** Failed jobs are kept this long for people to read their last error. */
const KEEP_FAILED_MS = 30 * DAY_MS;

/**
 * Background work on the database (docs/adr/0009-job-runner.md): every process can queue jobs;
 * processes with JOBS_WORKER run them, woken by the `job_due` notification of any process.
 */
export const jobsPlugin = fp(
  async (app) => {
    const repository = jobsRepository(app.database.db);
    const { clock } = app.drivers;
    const runner = jobRunner({
      repository,
      clock,
      log: app.log.child({ module: 'jobs' }),
      concurrency: app.config.JOBS_CONCURRENCY,
      listenNotify: app.database.listenNotify,
    });
    runner.register('jobs.cleanup', {
      everyMs: DAY_MS,
      run: () => repository.forgetFailed(new Date(clock.now().getTime() - KEEP_FAILED_MS)),
    });
    app.decorate('jobs', runner);

    if (app.config.JOBS_WORKER) {
      app.addHook('onReady', async () => {
        await enqueueJobs(app.database.db, runner.recurring());
        runner.start();
      });
    }
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
