import { beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { runIsolated, type Reachable } from '../../test-fixtures/reachable-secrets.mjs';

// The BFF builds an SDK client per request: once the requests are answered, none of the session keys (nor client
// keys sent in a body) they carried may remain reachable in the process (BFF, SDK and the in-process platform
// alike), neither as hex nor as key bytes. A session the BFF kept behind its cookie: after logout, its private key is
// nowhere in the process either, though the BFF used it for a transfer, reads and a signature. Both scenarios
// (session-secrets.scenarios.ts) run in one process of their own, so the heap snapshot is of its heap alone; each
// also holds a live key as text and one as bytes, which must be found (the search works).
const SCENARIOS = fileURLToPath(new URL('./session-secrets.scenarios.ts', import.meta.url));

let outcome: {
  manySessions: { after: Reachable; controls: Reachable; live: unknown[] };
  afterLogout: { after: Reachable; controls: Reachable; forgotten: boolean[]; live: number[] };
};

beforeAll(async () => {
  outcome = await runIsolated(SCENARIOS, 'all');
}, 300_000);

describe('the BFF keeps no session key between requests', () => {
  it('after requests for many sessions, no session (or body client) private key is reachable as text or bytes', () => {
    const { after, controls, live } = outcome.manySessions;
    expect(after).toEqual({ asText: [], asBytes: [] });
    expect(controls.asText).toHaveLength(1);
    expect(controls.asBytes).toHaveLength(1);
    expect(live).toEqual([true, 32]);
  });
});

describe('a session kept by the BFF', () => {
  it('after logout, no session private key is reachable in the BFF as text or bytes', () => {
    const { after, controls, forgotten, live } = outcome.afterLogout;
    expect(forgotten).toEqual([true, true, true]);
    expect(after).toEqual({ asText: [], asBytes: [] });
    expect(controls.asText).toHaveLength(1);
    expect(controls.asBytes).toHaveLength(1);
    expect(live).toEqual([66, 32]);
  });
});
