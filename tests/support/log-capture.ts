import { pino, type Logger } from 'pino';

/** A real pino logger whose JSON lines are kept for the test to read. */
export const capturingLogger = (): { logger: Logger; lines: Record<string, unknown>[] } => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info', base: { app: 'curbhue' } },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
};
