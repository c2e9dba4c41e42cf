import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundUser } from '../../src/faucet/faucet.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../../src/solana/solana-constants.js';
import { orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import {
  freshAddress,
  insertOrder,
  memoInstruction,
  MEMO_PROGRAM,
  rawPayload,
  SOLANA,
  transferPayload,
} from './helpers/solana-orders.js';

// GET /explorer/tx/{signature}: the page the demo's "View in Explorer" opens for a Solana order.

const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('GET /explorer/tx/{signature} for Solana', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  const page = (hash: string) => request(platform.url, 'GET', `/explorer/tx/${encodeURIComponent(hash)}`);

  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600, worker: false });
    session = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, session.user, SOLANA);
  });
  afterAll(async () => platform.close());

  it('a raw Memo transaction: network, status, fee payer, signer, instruction, memo in the logs, order', async () => {
    const me = session.user.solanaAddress;
    const order = await insertOrder(
      platform.ctx,
      session.user,
      'RAW_TRANSACTION',
      rawPayload(me, [memoInstruction(me, 'see <me> on the page')]),
    );
    await settleNow(platform);
    const {
      downstream_transaction_hash: [signature],
    } = await orderOf(platform, session, order.intent_id);
    const res = await page(signature);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<me>');
    const text = textOf(res.text);
    expect(text).toContain(`Network Solana Devnet (${SOLANA})`);
    expect(text).toContain(`Signature ${signature}`);
    expect(text).toContain('Status Success');
    // Solana Devnet is not sponsored: the user's account pays the fee, as the only signer.
    expect(text).toContain(`Fee payer ${me} Fee 0.000005 SOL (5000 lamports)`);
    expect(text).not.toContain(PLATFORM_SOLANA_ACCOUNT);
    expect(text).toContain(`Program ${MEMO_PROGRAM}`);
    expect(text).toContain(`Account 0 ${me} (signer)`);
    expect(text).toContain(
      'Program log: see &lt;me&gt; on the page', // escaped
    );
    expect(text).toContain(`Order (intentId) ${order.intent_id}`);
  });

  it('a failed transfer: status Failed with the runtime error and the program logs', async () => {
    const order = await insertOrder(
      platform.ctx,
      session.user,
      'TOKEN_TRANSFER',
      transferPayload(freshAddress(), 10n ** 15n),
    );
    await settleNow(platform);
    const row = platform.ctx.db
      .prepare('SELECT signature FROM solana_transactions WHERE intent_id = ?')
      .get(order.intent_id) as { signature: string };
    const text = textOf((await page(row.signature)).text);
    expect(text).toContain('Status Failed');
    expect(text).toContain('Error InstructionError(0, Custom(1))');
    // 2 SOL less the memo's fee and this transaction's own, which the fee payer pays even when it fails.
    expect(text).toContain('Transfer: insufficient lamports 1999990000, need 1000000000000000');
    expect(text).toContain('SOL balance changes (1)');
  });

  it('an unknown signature is the 404 page', async () => {
    const res = await page(freshAddress() + freshAddress());
    expect(res.status).toBe(404);
  });
});
