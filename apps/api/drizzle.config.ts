import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @members/api` writes SQL migrations to src/db/migrations (committed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
