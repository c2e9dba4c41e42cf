import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BFF, fmt, VALIDATION } from '@satchel/shared';
import { ok, post } from './helpers/bff.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail, waitForOrder, type Session } from './helpers/flows.js';
import { threeWays, USER_OP_KEYS } from './helpers/intent-flows.js';
import { startStack, type TestStack } from './helpers/stack.js';

// Issue 16 at the BFF: Solana token transfers and raw transactions through the three write paths of §18.4,
// against the real SDK and platform (docs/protocol-solana.md).
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const RECIPIENT = '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n';
const USDC_MINT = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

let stack: TestStack;
let session: Session;
let solanaAddress: string;
beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'solana.user@example.com');
  const wallets = ok(await post(stack.app, '/api/explorer/account', { sessionConfig: session })) as {
    caip2Id: string;
    address: string;
  }[];
  solanaAddress = wallets.find((w) => w.caip2Id === SOLANA)!.address;
});
afterAll(async () => stack.close());

const memoTransaction = (text: string, signer = solanaAddress) => ({
  signer,
  instructions: [
    {
      programId: MEMO,
      data: [...Buffer.from(text)],
      keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
    },
  ],
});
const withSession = (body: Record<string, unknown>) => ({ ...body, sessionConfig: session });

describe('Solana through the BFF', () => {
  it('tokenTransfer of SOL and of an SPL mint, three ways each, until SUCCESSFUL', async () => {
    for (const token of ['', USDC_MINT])
      await threeWays(
        stack.app,
        stack.platform.url,
        session,
        'tokenTransfer',
        () => ({ caip2Id: SOLANA, recipient: RECIPIENT, token, amount: '1000000' }), // a new account needs the rent-exempt minimum (890,880 lamports)
        'TOKEN_TRANSFER',
      );
  });

  it('rawTransaction on Solana three ways: a Memo instruction to SUCCESSFUL, recorded as sent', async () => {
    const body = (text: string) => withSession({ caip2Id: SOLANA, transaction: memoTransaction(text) });
    const op = ok(await post(stack.app, '/api/intent/rawTransaction/createUserOp', body('prepared')));
    expect(Object.keys(op)).toEqual(USER_OP_KEYS);
    const signed = ok(
      await post(stack.app, '/api/intent/signUserOp', { userOp: op, sessionConfig: session }),
    );
    const prepared = ok(
      await post(stack.app, '/api/intent/executeUserOp', { userOp: signed, sessionConfig: session }),
    );
    const estimate = ok(await post(stack.app, '/api/intent/rawTransaction/estimate', body('estimated')));
    expect(estimate.callData.payload).toEqual({
      caip2Id: SOLANA,
      transactions: [
        {
          signer: solanaAddress,
          instructions: [
            {
              programId: MEMO,
              data: `0x${Buffer.from('estimated').toString('hex')}`,
              keys: [{ pubkey: solanaAddress, isSigner: true, isWritable: false }],
            },
          ],
        },
      ],
    });
    const estimated = ok(
      await post(stack.app, '/api/intent/rawTransaction/executeAfterEstimate', {
        userOp: estimate.userOps,
        sessionConfig: session,
      }),
    );
    // A one-element array is the same transaction, as on EVM.
    const direct = ok(
      await post(
        stack.app,
        '/api/intent/rawTransaction',
        withSession({ caip2Id: SOLANA, transaction: [memoTransaction('direct')] }),
      ),
    );
    for (const [jobId, text] of [
      [prepared.jobId, 'prepared'],
      [estimated.jobId, 'estimated'],
      [direct.jobId, 'direct'],
    ]) {
      const order = await waitForOrder(stack.app, session, jobId);
      expect(order.intentType).toBe('RAW_TRANSACTION');
      expect(order.details).toMatchObject({
        caip2Id: SOLANA,
        transactions: [
          [
            { Key: 'signer', Value: solanaAddress },
            {
              Key: 'instructions',
              Value: [expect.objectContaining({ data: `0x${Buffer.from(text).toString('hex')}` })],
            },
          ],
        ],
      });
      expect(order.status).toBe('SUCCESSFUL');
    }
  });

  it('answers 400 with the spec-style messages for bad Solana bodies', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/api/intent/tokenTransfer',
        { caip2Id: SOLANA, recipient: '0xabc', token: '', amount: '1' },
        VALIDATION.invalidRecipient,
      ],
      [
        '/api/intent/tokenTransfer/estimate',
        { caip2Id: SOLANA, recipient: RECIPIENT, token: 'nope', amount: '1' },
        VALIDATION.invalidTokenMint,
      ],
      [
        '/api/intent/tokenTransfer/createUserOp',
        { caip2Id: SOLANA, recipient: RECIPIENT, token: '', amount: (2n ** 64n).toString() },
        VALIDATION.solanaAmountTooLarge,
      ],
      [
        '/api/intent/tokenTransfer',
        { caip2Id: SOLANA, recipient: solanaAddress, token: '', amount: '1' },
        VALIDATION.recipientIsUser,
      ],
      [
        '/api/intent/rawTransaction',
        { caip2Id: SOLANA, transaction: [memoTransaction('a'), memoTransaction('b')] },
        BFF.solanaSingleTransaction,
      ],
      [
        '/api/intent/rawTransaction',
        { caip2Id: SOLANA, transaction: 'memo' },
        VALIDATION.solanaTransactionRequired,
      ],
      [
        '/api/intent/rawTransaction/estimate',
        { caip2Id: SOLANA, transaction: { signer: 'x', instructions: [] } },
        [VALIDATION.invalidSigner, VALIDATION.atLeastOneInstruction].join(', '),
      ],
      [
        '/api/intent/rawTransaction/createUserOp',
        { caip2Id: SOLANA, transaction: memoTransaction('x', RECIPIENT) },
        VALIDATION.signerIsNotUser,
      ],
      [
        '/api/intent/rawTransaction',
        {
          caip2Id: SOLANA,
          transaction: {
            signer: solanaAddress,
            instructions: Array(17).fill(memoTransaction('x').instructions[0]),
          },
        },
        VALIDATION.tooManyInstructions,
      ],
      [
        '/api/intent/rawTransaction',
        { caip2Id: SOLANA, transaction: { signer: solanaAddress, instructions: [null] } },
        VALIDATION.invalidInstruction,
      ],
      [
        '/api/intent/rawTransaction',
        {
          caip2Id: SOLANA,
          transaction: {
            signer: solanaAddress,
            instructions: [
              { programId: '0x1', data: [300], keys: [{ pubkey: 'l', isSigner: 'yes', isWritable: false }] },
            ],
          },
        },
        [
          VALIDATION.invalidProgramId,
          VALIDATION.invalidInstructionData,
          VALIDATION.invalidAccountKey,
          VALIDATION.invalidAccountFlags,
        ].join(', '),
      ],
      [
        '/api/intent/rawTransaction',
        {
          caip2Id: SOLANA,
          transaction: {
            signer: solanaAddress,
            instructions: [
              {
                programId: MEMO,
                data: Array(1233).fill(1),
                keys: Array(33).fill({ pubkey: RECIPIENT, isSigner: false, isWritable: false }),
              },
            ],
          },
        },
        [VALIDATION.instructionDataTooLong, VALIDATION.tooManyAccountKeys].join(', '),
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(stack.app, path, withSession(body));
      expectError(res, 400, 'VALIDATION_ERROR', `${VALIDATION.prefix}${message}`);
    }
  });

  it('keeps a Solana raw transaction on Solana chains: an EVM body there is refused with the Solana messages', async () => {
    const res = await post(
      stack.app,
      '/api/intent/rawTransaction',
      withSession({
        caip2Id: SOLANA,
        transaction: { from: session.userSWA, to: session.userSWA, value: '1' },
      }),
    );
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.message).toBe(
      fmt.validationFailed([
        VALIDATION.invalidSigner,
        VALIDATION.atLeastOneInstruction,
        fmt.unrecognizedKeys(['from', 'to', 'value']),
      ]),
    );
  });
});
