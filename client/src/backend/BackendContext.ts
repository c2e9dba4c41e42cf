import { createContext, useContext } from 'react';
import type { AuthState, Backend } from './types.js';

export interface BackendContextValue {
  backend: Backend;
  auth: AuthState;
}

export const BackendContext = createContext<BackendContextValue | null>(null);

/** The current mode's backend and login state; pages use only this. */
export function useBackend(): BackendContextValue {
  const value = useContext(BackendContext);
  if (!value) throw new Error('useBackend must be used inside BackendProvider');
  return value;
}
