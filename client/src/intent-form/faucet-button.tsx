import { Button } from '@mui/material';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PLATFORM_IS_LOCAL, PLATFORM_URL } from '../config/env.js';
import { useBackend } from '../backend/backend-context.js';
import { isReadOf } from '../backend/backend-hooks.js';

/** On the local platform, tops the user's balances on a network back up (`POST /dev/faucet`, docs/protocol.md §17.3). */
export function FaucetButton({ caip2Id }: { caip2Id: string }) {
  const { auth } = useBackend();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  if (!PLATFORM_IS_LOCAL || !auth.session) return null;
  const topUp = async () => {
    setState('busy');
    try {
      const res = await fetch(`${PLATFORM_URL}/dev/faucet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userSWA: auth.session!.userSWA, caip2Id }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await mutate((key) => isReadOf(key, ['portfolio', 'portfolioNft']));
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button
      size="small"
      color="inherit"
      variant="outlined"
      onClick={topUp}
      disabled={state === 'busy'}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {state === 'done'
        ? 'Topped up ✓'
        : state === 'failed'
          ? 'Faucet failed, retry'
          : 'Top up from the local faucet'}
    </Button>
  );
}
