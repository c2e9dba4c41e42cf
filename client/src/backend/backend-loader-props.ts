import type { DemoConfig } from '../config/config-store.js';
import type { BackendContextValue } from './backend-context.js';

/** What a mode's lazily loaded backend module renders: nothing visible; it reports its backend and login state. */
export interface BackendLoaderProps {
  config: DemoConfig;
  onValue: (value: BackendContextValue) => void;
}
