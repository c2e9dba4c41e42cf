import { beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { runIsolated, type Reachable } from '../../../test-fixtures/reachable-secrets.mjs';

// A client's session key and the bearer token it remembers for the current second live on that client only: after
// sessionClear, or a new session, neither is reachable anywhere in the process while the client itself still is.
// The scenarios run in a process of their own (session-secrets.scenarios.ts), so the heap snapshot is of their heap
// alone. Each also holds a control key's bytes and a live client's session, which must be found (the search works).

const SCENARIOS = fileURLToPath(new URL('./session-secrets.scenarios.ts', import.meta.url));
type Outcome = { after: Reachable; controls: Reachable; live: unknown[] };
let outcomes: Record<'clear' | 'newSession' | 'signAndDrop', Outcome>;
const NOTHING = { asText: [], asBytes: [] };

// The three scenarios share one process and one heap search; each test reads its own scenario's outcome.
beforeAll(async () => {
  outcomes = await runIsolated(SCENARIOS, 'all');
}, 240_000);

describe('no session secret outlives its session', () => {
  it('sessionClear drops the key and the remembered bearer token', () => {
    const { after, controls, live } = outcomes.clear;
    expect(after).toEqual(NOTHING);
    expect(controls.asBytes).toHaveLength(1);
    expect(controls.asText).toHaveLength(2); // the other client's key and token (the control is held as bytes only)
    expect(live).toEqual([false, true, 32]);
  });

  it('a new session (setSessionConfig with another key) drops the previous key and its token', () => {
    const { after, controls, live } = outcomes.newSession;
    expect(after).toEqual(NOTHING);
    expect(controls.asText).toHaveLength(2);
    expect(live).toEqual([true]);
  });

  it('signing keeps nothing: clients dropped after signing leave no key, bytes or token behind', () => {
    const { after, controls, live } = outcomes.signAndDrop;
    expect(after).toEqual(NOTHING);
    expect(controls.asText).toHaveLength(2);
    expect(live).toEqual([true]);
  });
});
