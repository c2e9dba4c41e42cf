import type { LogLevel } from '@satchel/shared';
import { consoleLogger } from '../logging/index.js';

/** A console error at the client's log level `error` and above (masked text only). */
export function logError(client: { readonly logLevel: LogLevel }, message: string, details?: unknown): void {
  consoleLogger.error(client.logLevel, message, details);
}
