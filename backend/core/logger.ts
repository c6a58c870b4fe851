import { pino, type Logger } from 'pino';

export type { Logger };
export const createLogger = (level = 'info'): Logger => pino({ level, base: { app: 'curbhue' } });
