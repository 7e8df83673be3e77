import { buildApp } from './app.ts';
import { formatStartupBanner } from './banner/startup-banner.ts';
import { ConfigError, loadConfig, type ApiConfig } from './config/index.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { configuredStorage } from './plugins/storage.ts';
import { listVerticals } from './modules/tenancy/verticals.repository.ts';
import { handleShutdownSignals } from './shutdown.ts';

function readConfig(): ApiConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Entry point: config, database (migrated, seeded on first run), listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config, {
    onIdleError: (error) => process.stderr.write(`idle database connection failed: ${error.message}\n`),
  });
  const storage = await configuredStorage(config);
  const { seeded } = await prepareDatabase(database, { seed: config.SEED_DEMO, port: config.PORT, storage });
  const app = await buildApp({ config, db: database, storage });
  handleShutdownSignals(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  const verticals = await listVerticals(database.db);
  process.stdout.write(
    formatStartupBanner({
      port: config.PORT,
      host: config.HOST,
      verticalSlugs: verticals.map((vertical) => vertical.slug),
      database: database.driver,
      seeded,
      smtp: config.SMTP_URL !== undefined,
      publicUrl: config.PUBLIC_URL,
    }),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
