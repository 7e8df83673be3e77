import pg from 'pg';
import { indexCheckJobName, reindexJobName } from '../apps/api/src/modules/assistant/index/index-jobs.plugin.ts';

/**
 * Waits until the API's start-up work is over: the assistant's first index check has run (it is due 20 s after
 * the first start on a database) and no reindex job is left. A fresh demo parses its handouts then; the large
 * bank's producer, never indexed by seed:large, has its million questions indexed on the first start (minutes,
 * once): a bench measuring meanwhile measures the indexing.
 */
export async function waitForStartupJobs(databaseUrl: string, timeoutMs = 900_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const { rows } = await client.query<{ quiet: boolean }>(
        `select not exists (select 1 from jobs where name = $1)
           and exists (select 1 from jobs where name = $2 and run_at > now() + interval '5 minutes')
           as quiet`,
        [reindexJobName, indexCheckJobName],
      );
      if (rows[0]?.quiet) return;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    throw new Error('the API was still busy with its start-up jobs');
  } finally {
    await client.end();
  }
}
