import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseConnection } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL (same type for both). */
    db: Database;
    database: DatabaseConnection;
  }
}

interface DatabasePluginOptions {
  connection: DatabaseConnection;
  /** Close the connection when the app closes (true when the app opened it). */
  closeOnAppClose: boolean;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  app.decorate('database', options.connection);
  app.decorate('db', options.connection.db);
  if (options.closeOnAppClose) app.addHook('onClose', () => options.connection.close());
}

export default fp(databasePlugin, { name: 'database' });
