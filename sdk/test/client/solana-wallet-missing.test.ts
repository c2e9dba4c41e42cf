import { describe, expect, it } from '@jest/globals';
import { solanaRawTransaction, tokenTransfer } from '../../src/index.js';
import { useNock } from '../nock-scope.js';
import { failureOf, freshSession, makeClient } from './helpers.js';

// nock only for what the real platform cannot produce: a Solana network among the client's networks but no wallet
// on it in GET /wallets (the platform answers one wallet per whitelisted network).
const BASE = 'http://satchel-solana-wallet.test';
const V1 = '/api/oc/v1';
const nock = useNock('none');
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const KEY = '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n';
const NETWORKS = {
  count: 1,
  network: [
    {
      caip_id: SOLANA,
      network_name: 'SOLANA_DEVNET',
      chain_id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      logo: '',
      sponsorship_enabled: false,
      gsn_enabled: false,
      type: 'SVM',
      network_id: '0b0f9a4e-3c1d-4e2a-9f5b-6c7d8e9f0a1c',
      onramp_enabled: false,
      whitelisted: true,
    },
  ],
};

describe('a Solana intent without the user Solana wallet', () => {
  it('rejects with the wallets message before building anything', async () => {
    const client = makeClient({ platformUrl: BASE });
    client.setSessionConfig(freshSession());
    const inputs: [typeof tokenTransfer | typeof solanaRawTransaction, unknown][] = [
      [tokenTransfer, { caip2Id: SOLANA, recipient: KEY, token: '', amount: 1n }],
      [
        solanaRawTransaction,
        {
          caip2Id: SOLANA,
          transaction: { signer: KEY, instructions: [{ programId: KEY, data: [], keys: [] }] },
        },
      ],
    ];
    for (const [intent, input] of inputs) {
      nock(BASE).get(`${V1}/supported/networks`).reply(200, { status: 'success', data: NETWORKS });
      nock(BASE).get(`${V1}/wallets`).reply(200, { status: 'success', data: [] });
      const error = await failureOf(() => intent(client, input as never));
      expect(error).toMatchObject({
        shortMessage: `Failed to retrieve wallets: no wallet on ${SOLANA}`,
        code: 'WALLET_NOT_FOUND',
      });
      expect(nock.isDone()).toBe(true);
    }
  });
});
