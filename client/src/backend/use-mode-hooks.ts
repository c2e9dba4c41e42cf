import { useBackend } from './backend-context.js';
import { backendHooks } from './backend-hooks.js';
import type { ModeHooks } from './types.js';

/** The hooks of the current mode (sdk mode: the SDK's React hooks), for the pages' reads and writes. */
export const useModeHooks = (): ModeHooks => useBackend().hooks ?? backendHooks;
