import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the compiled server lives (dist-server/) when this code runs from it: backend/
 * build-server.mjs compiles the directory in. Unset when the sources run through tsx or vitest.
 */
export const SERVER_DIR: string | undefined = process.env.CURBHUE_SERVER_DIR;

/**
 * The file and Node options of a worker thread's entry point, given its source file
 * (`new URL('./x.worker.ts', import.meta.url)`): in the compiled server its own compiled module
 * (dist-server/x.worker.mjs), else the TypeScript file with tsx's require hook.
 */
export const threadEntry = (source: URL): { filename: string; execArgv?: string[] } => {
  const file = fileURLToPath(source);
  if (SERVER_DIR)
    return { filename: path.join(SERVER_DIR, path.basename(file).replace(/\.ts$/, '.mjs')) };
  return {
    filename: file,
    execArgv: ['--require', createRequire(import.meta.url).resolve('tsx/cjs')],
  };
};

/** The module to import for a migration file `name` (`…_name.ts`) of `dir`. */
export const migrationModule = (dir: string, name: string): string =>
  SERVER_DIR
    ? path.join(SERVER_DIR, 'migrations', name.replace(/\.ts$/, '.mjs'))
    : path.join(dir, name);
