import { resolveDatabase } from '../app/bootstrap.ts';
import { loadConfig } from '../core/config.ts';
import { createDatabase, migrateLatest } from '../core/database.ts';
import { createLogger } from '../core/logger.ts';

/** `npm run db:migrate`: apply every migration (the app also does this when it starts). */
const config = loadConfig();
const database = await resolveDatabase(config, createLogger('warn'));
const db = createDatabase(database.connectionString);
await migrateLatest(db);
console.log('Migrations are up to date.');
await db.destroy();
await database.stop();
