import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { runIsolated, type Reachable } from '../../test-fixtures/reachable-secrets.mjs';

// The BFF builds an SDK client per request: once the requests are answered, none of the session keys (nor client
// keys sent in a body) they carried may remain reachable in the process (BFF, SDK and the in-process platform
// alike), neither as hex nor as key bytes. The scenario (session-secrets.scenarios.ts) runs in a process of its
// own, so the heap snapshot is of its heap alone; it also holds a live client's key and a control key's bytes,
// which must be found (the search works).
const SCENARIOS = fileURLToPath(new URL('./session-secrets.scenarios.ts', import.meta.url));

describe('the BFF keeps no session key between requests', () => {
  it('after requests for many sessions, no session (or body client) private key is reachable as text or bytes', async () => {
    const { after, controls, live } = await runIsolated<{
      after: Reachable;
      controls: Reachable;
      live: unknown[];
    }>(SCENARIOS, 'manySessions');
    expect(after).toEqual({ asText: [], asBytes: [] });
    expect(controls.asText).toHaveLength(1);
    expect(controls.asBytes).toHaveLength(1);
    expect(live).toEqual([true, 32]);
  }, 240_000);
});
