import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { runIsolated, type Reachable } from '../../test-fixtures/reachable-secrets.mjs';

// A session the BFF kept behind its cookie: after logout, its private key is nowhere in the BFF's process (BFF, SDK
// and in-process platform), neither as hex text (heap snapshot) nor as key bytes (live typed arrays), though the
// BFF used it for a transfer, reads and a signature. The scenario (cookie-session-secrets.scenarios.ts) runs in a
// process of its own; it also holds a control key as text and one as bytes, which must be found.
const SCENARIOS = fileURLToPath(new URL('./cookie-session-secrets.scenarios.ts', import.meta.url));

describe('a session kept by the BFF', () => {
  it('after logout, no session private key is reachable in the BFF as text or bytes', async () => {
    const { after, controls, forgotten, live } = await runIsolated<{
      after: Reachable;
      controls: Reachable;
      forgotten: boolean[];
      live: number[];
    }>(SCENARIOS, 'afterLogout');
    expect(forgotten).toEqual([true, true, true]);
    expect(after).toEqual({ asText: [], asBytes: [] });
    expect(controls.asText).toHaveLength(1);
    expect(controls.asBytes).toHaveLength(1);
    expect(live).toEqual([66, 32]);
  }, 300_000);
});
