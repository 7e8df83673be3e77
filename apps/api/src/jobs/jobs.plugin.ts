import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (deferred and recurring work, run once across processes); polls once the app is ready. */
    jobs: JobQueue;
  }
}

interface JobsPluginOptions {
  /** How often this process looks for due jobs (ms). */
  pollIntervalMs: number;
}

/** Decorates `app.jobs`; plugins define their jobs while registering, the poller starts on ready and stops on close. */
async function jobsPlugin(app: FastifyInstance, { pollIntervalMs }: JobsPluginOptions): Promise<void> {
  const queue = new JobQueue({ db: app.db, log: app.log.child({ module: 'jobs' }), pollIntervalMs });
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
