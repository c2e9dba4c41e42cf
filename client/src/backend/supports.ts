import type { Supports } from './types.js';

// What each mode offers, known before its backend is loaded (the login page shows its tabs from it).
export const SUPPORTS: Record<'sdk' | 'api', Supports> = {
  sdk: { onboardingModal: true, apple: false, twitter: false, estimate: false, apiLogs: false },
  api: { onboardingModal: false, apple: true, twitter: true, estimate: true, apiLogs: true },
};
