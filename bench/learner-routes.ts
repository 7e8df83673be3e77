// The learner's calls beside the bare route (issues 4 and 19): producers, the course listing, the module page.
import { formatLoad, targetRow } from './api-targets.ts';
import { firstOpenModule, learnerHeaders, producerHost } from './learner-session.ts';
import { load } from './load.ts';
import { medianRun, pairedRounds, type PairedFigure } from './paired-rounds.ts';
import { startProcess } from './processes.ts';
import { waitForStartupJobs } from './startup-jobs.ts';

export interface LearnerRoutesSetup {
  /** The compiled API's entry, and the bare Fastify route's. */
  server: string;
  bare: string;
  /** The bare route's port, then the API's. */
  ports: [string, string];
  /** A fresh database the API seeds, and its data folder. */
  databaseUrl: string;
  dataDir: string;
  rounds: number;
}

const roundsNote = (figure: PairedFigure) =>
  `median of ${figure.ratios.length} paired rounds: ${figure.ratios.map((r) => r.toFixed(2)).join(', ')}`;

/**
 * On PostgreSQL, with autocannon (50 connections, 10 s), each call beside the bare route in paired rounds
 * (paired-rounds.ts): `GET /api/producers`, and signed in as a learner (bearer token) the course listing and the
 * module page, against the targets. The table's rows.
 */
export async function benchLearnerRoutes(setup: LearnerRoutesSetup): Promise<string[][]> {
  const [barePort, apiPort] = setup.ports;
  const bare = await startProcess(setup.bare, { PORT: barePort }, '/api/producers');
  try {
    const env = { PORT: apiPort, HOST: '127.0.0.1', DATA_DIR: setup.dataDir, DATABASE_URL: setup.databaseUrl };
    const api = await startProcess(setup.server, env, '/readyz');
    try {
      // A first start on a fresh database parses the demo handouts (the assistant's index) for about 20 s.
      await waitForStartupJobs(setup.databaseUrl);
      const learner = await learnerHeaders(api.url, producerHost(apiPort));
      const modulePath = await firstOpenModule(api.url, learner);
      const { baselines, figures } = await pairedRounds(setup.rounds, () => load(`${bare.url}/api/producers`), {
        producers: () => load(`${api.url}/api/producers`, { host: `oftalmologia.localhost:${apiPort}` }),
        listing: () => load(`${api.url}/api/courses?type=courses`, learner),
        module: () => load(`${api.url}${modulePath}`, learner),
      });
      const { producers, listing, module } = figures;
      const each = baselines.map((b) => Math.round(b.requestsPerSecond)).join(', ');
      const producersRatio = producers.result.requestsPerSecond / producers.baseline.requestsPerSecond;
      const p99Ratio = producers.result.p99Ms / Math.max(producers.baseline.p99Ms, 1);
      return [
        [
          'bare Fastify route (baseline)',
          formatLoad(medianRun(baselines)),
          '1.00',
          `same payload shape; ${each} req/s`,
        ],
        [
          'GET /api/producers on PostgreSQL',
          formatLoad(producers.result),
          producersRatio.toFixed(2),
          `${producersRatio >= 0.6 ? '✓ pass' : '✗ FAIL'} (target ratio ≥ 0.6); p99 ratio ${p99Ratio.toFixed(2)}; ${roundsNote(producers)}`,
        ],
        ...(
          [
            ['GET /api/courses?type=courses (learner)', listing],
            ['GET /api/courses/:uuid/modules/:id (learner)', module],
          ] as const
        ).map(([measure, figure]) => {
          const row = targetRow(measure, figure.result, figure.baseline);
          return [...row.slice(0, 3), `${row[3] ?? ''}; ${roundsNote(figure)}`];
        }),
      ];
    } finally {
      await api.stop();
    }
  } finally {
    await bare.stop();
  }
}
