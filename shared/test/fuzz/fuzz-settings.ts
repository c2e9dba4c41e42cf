/**
 * Seed and size of a fuzz run. `npm test` uses the fixed seed and a few thousand cases; `npm run test:fuzz`
 * (scripts/fuzz.mjs) passes a random `FUZZ_SEED` it prints and `FUZZ_RUNS` ≥ 20000. Both replay with
 * `FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npm run test:fuzz`.
 */
export const FIXED_SEED = 20261125;
/** Cases over both fuzz files (platform and BFF) in `npm test`. */
export const FIXED_RUNS = 3_000;

const intEnv = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${raw}`);
  return value;
};

export const fuzzSeed = (): number => intEnv('FUZZ_SEED') ?? FIXED_SEED;

/** Runs per route when one of the two fuzz files covers `routeCount` routes: half of FUZZ_RUNS, spread evenly. */
export const runsPerRoute = (routeCount: number): number =>
  Math.max(1, Math.ceil((intEnv('FUZZ_RUNS') ?? FIXED_RUNS) / 2 / Math.max(1, routeCount)));

/** A seed per route, so a route's cases do not shift when a route is added elsewhere. */
export function routeSeed(seed: number, route: string): number {
  let h = seed | 0;
  for (let i = 0; i < route.length; i++) h = Math.imul(h ^ route.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * Fuzzed intents per suite (platform, BFF) whose orders are followed until final: 500 each in `npm test` (1,000
 * over both), FUZZ_RUNS / 20 each in `test:fuzz` (FUZZ_INTENTS overrides).
 */
export const intentRuns = (): number =>
  intEnv('FUZZ_INTENTS') ?? Math.max(500, Math.ceil((intEnv('FUZZ_RUNS') ?? FIXED_RUNS) / 20));
