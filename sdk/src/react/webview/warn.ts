import { logsAt } from '@satchel/shared';
import type { AuthClient } from '../auth-client.js';

/** `console.warn` at the client's `logLevel` (`warn` or more verbose): the auth surfaces are quiet by default too. */
export function warn(client: AuthClient, ...args: unknown[]): void {
  if (logsAt(client.logLevel, 'warn')) console.warn(...args);
}
