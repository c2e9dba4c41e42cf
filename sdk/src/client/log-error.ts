import { consoleLogger } from '../logging/index.js';

/** A console error when the client's developer logging is on (masked text only). */
export function logError(client: { readonly logging: boolean }, message: string, details?: unknown): void {
  if (client.logging) consoleLogger.error(message, details);
}
