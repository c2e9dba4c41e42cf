import { describe, expect, it } from '@jest/globals';
import { fmt, VALIDATION } from '@satchel/shared';
import {
  estimateRawTransaction,
  estimateTokenTransfer,
  prepareSolanaRawTransaction,
  prepareTokenTransfer,
  solanaRawTransaction,
  tokenTransfer,
  type SatchelClient,
} from '../../src/index.js';
import { failureOf, freshSession, makeClient, refusingFetch } from '../client/helpers.js';

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const KEY = '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n';
const SIGNER = 'DvxW1kkbut5bH2G1a9B6GuFQH2F3DTk5BMBPB8Mpbhy6';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
type Intent = (client: SatchelClient, input: never, feePayer?: string) => Promise<unknown>;

const sol = { caip2Id: SOLANA, recipient: KEY, token: '', amount: 1n };
const memo = {
  programId: MEMO,
  data: [104, 105],
  keys: [{ pubkey: SIGNER, isSigner: true, isWritable: false }],
};
const raw = (transaction: unknown, caip2Id = SOLANA) => ({ caip2Id, transaction });
const tx = (instructions: unknown[]) => ({ signer: SIGNER, instructions });
const RAW: Intent[] = [solanaRawTransaction, prepareSolanaRawTransaction, estimateRawTransaction];
const TOKEN: Intent[] = [tokenTransfer, prepareTokenTransfer, estimateTokenTransfer];

// Each Solana message (shared/src/messages.ts) once; the two that need the user's Solana address (the signer is
// the user, the recipient is not) are in test/integration/solana.test.ts, after the wallets read.
const CASES: [string, Intent[], unknown, string[]][] = [
  [
    'hex recipient on Solana',
    TOKEN,
    { ...sol, recipient: '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2' },
    [VALIDATION.invalidRecipient],
  ],
  ['31-byte recipient', TOKEN, { ...sol, recipient: '1'.repeat(31) }, [VALIDATION.invalidRecipient]],
  [
    'token not a mint, amount beyond u64',
    TOKEN,
    { ...sol, token: '0xa0b8', amount: 2n ** 64n },
    [VALIDATION.invalidTokenMint, VALIDATION.solanaAmountTooLarge],
  ],
  [
    'raw on an EVM chain',
    [solanaRawTransaction, prepareSolanaRawTransaction],
    raw(tx([memo]), 'eip155:84532'),
    [VALIDATION.solanaCaip2Id],
  ],
  ['no transaction', RAW, raw(null), [VALIDATION.solanaTransactionRequired]],
  [
    'bad signer, no instruction',
    RAW,
    raw({ signer: '0xabc', instructions: [] }),
    [VALIDATION.invalidSigner, VALIDATION.atLeastOneInstruction],
  ],
  ['17 instructions', RAW, raw(tx(Array(17).fill(memo))), [VALIDATION.tooManyInstructions]],
  ['instruction not an object', RAW, raw(tx([null])), [VALIDATION.invalidInstruction]],
  [
    'bad program, key and flags',
    RAW,
    raw(tx([{ programId: 'x', data: [], keys: [{ pubkey: 'O0', isSigner: 1, isWritable: true }] }])),
    [VALIDATION.invalidProgramId, VALIDATION.invalidAccountKey, VALIDATION.invalidAccountFlags],
  ],
  [
    '33 account keys',
    RAW,
    raw(tx([{ ...memo, keys: Array(33).fill(memo.keys[0]) }])),
    [VALIDATION.tooManyAccountKeys],
  ],
  [
    'data bytes out of range',
    RAW,
    raw(tx([{ ...memo, data: [0, 256, 1.5, -1] }])),
    [VALIDATION.invalidInstructionData],
  ],
  ['data as hex text', RAW, raw(tx([{ ...memo, data: '0x6869' }])), [VALIDATION.invalidInstructionData]],
  [
    '1233 data bytes',
    RAW,
    raw(tx([{ ...memo, data: Array(1233).fill(0) }])),
    [VALIDATION.instructionDataTooLong],
  ],
  [
    'unknown instruction key',
    RAW,
    raw(tx([{ ...memo, accounts: [] }])),
    [fmt.unrecognizedKeys(['accounts'])],
  ],
];

describe('Solana intents validate before any request', () => {
  it.each(CASES)('%s', async (_name, intents, input, messages) => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    client.setSessionConfig(freshSession());
    for (const intent of intents) {
      const error = await failureOf(() => intent(client, input as never));
      expect(error.name).toBe('ValidationError');
      expect(error.shortMessage).toBe(fmt.validationFailed(messages));
    }
    expect(network.calls).toEqual([]);
  });

  it('accepts the bounds themselves (16 instructions, 32 keys, 1232 bytes, u64 max)', async () => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    client.setSessionConfig(freshSession());
    const full = { ...memo, data: Array(1232).fill(255), keys: Array(32).fill(memo.keys[0]) };
    // Valid input goes on to the networks read, which this fetch refuses: the failure is no ValidationError.
    for (const [intent, input] of [
      [solanaRawTransaction, raw(tx(Array(16).fill(full)))],
      [tokenTransfer, { ...sol, token: KEY, amount: 2n ** 64n - 1n }],
    ] as [Intent, unknown][]) {
      const error = await failureOf(() => intent(client, input as never));
      expect(error.name).not.toBe('ValidationError');
    }
    expect(network.calls.length).toBe(2);
  });
});
