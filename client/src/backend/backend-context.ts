import type { SatchelContextValue } from '@satchel/sdk/react';
import { createContext, useContext } from 'react';
import type { AuthState, Backend, ModeHooks } from './types.js';

export interface BackendContextValue {
  backend: Backend;
  auth: AuthState;
  /** The mode's own hooks (sdk mode: the SDK's); absent, the pages' hooks run over `backend` (backend-hooks.ts). */
  hooks?: ModeHooks;
  /** sdk mode: the SDK provider's value, handed to the pages so the SDK's hooks work there. */
  satchel?: SatchelContextValue;
}

export const BackendContext = createContext<BackendContextValue | null>(null);

/** The current mode's backend and login state; pages use only this. */
export function useBackend(): BackendContextValue {
  const value = useContext(BackendContext);
  if (!value) throw new Error('useBackend must be used inside BackendProvider');
  return value;
}
