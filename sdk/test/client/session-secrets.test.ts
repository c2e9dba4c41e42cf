import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { runIsolated, type Reachable } from '../../../test-fixtures/reachable-secrets.mjs';

// A client's session key and the bearer token it remembers for the current second live on that client only: after
// sessionClear, or a new session, neither is reachable anywhere in the process while the client itself still is.
// Each scenario runs in a process of its own (session-secrets.scenarios.ts), so the heap snapshot is of its heap
// alone. Each also holds a control key's bytes and a live client's session, which must be found (the search works).

const SCENARIOS = fileURLToPath(new URL('./session-secrets.scenarios.ts', import.meta.url));
const run = (name: string) =>
  runIsolated<{ after: Reachable; controls: Reachable; live: unknown[] }>(SCENARIOS, name);
const NOTHING = { asText: [], asBytes: [] };

describe('no session secret outlives its session', () => {
  it('sessionClear drops the key and the remembered bearer token', async () => {
    const { after, controls, live } = await run('clear');
    expect(after).toEqual(NOTHING);
    expect(controls.asBytes).toHaveLength(1);
    expect(controls.asText).toHaveLength(2); // the other client's key and token (the control is held as bytes only)
    expect(live).toEqual([false, true, 32]);
  }, 180_000);

  it('a new session (setSessionConfig with another key) drops the previous key and its token', async () => {
    const { after, controls, live } = await run('newSession');
    expect(after).toEqual(NOTHING);
    expect(controls.asText).toHaveLength(2);
    expect(live).toEqual([true]);
  }, 180_000);

  it('signing keeps nothing: clients dropped after signing leave no key, bytes or token behind', async () => {
    const { after, controls, live } = await run('signAndDrop');
    expect(after).toEqual(NOTHING);
    expect(controls.asText).toHaveLength(2);
    expect(live).toEqual([true]);
  }, 180_000);
});
