import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fetchMint, findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address, createSolanaRpc, type Signature } from '@solana/kit';
import { fundSolanaUser } from '../../src/faucet/fund-solana-user.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../../src/solana/solana-constants.js';
import type { SolanaRuntime } from '../../src/solana/solana-runtime.js';
import { getRead } from '../orders/helpers/chain-scenario.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import {
  freshAddress,
  insertOrder,
  memoInstruction,
  rawPayload,
  commitFaucetTransaction,
  settleOnRuntime,
  SOLANA,
  transferPayload,
  USDC,
  USDT,
} from './helpers/solana-orders.js';
import { solanaRuntimeOf } from './helpers/solana-runtime-of.js';

const NOW_MS = 1767225600600;
/** Four transactions of one signature each, and the rent-exempt minimum of a 165-byte token account. */
const USER_PAID = 4n * 5_000n + 2_039_280n;

describe('POST /rpc/solana:… answers @solana/kit from the committed chain', () => {
  let platform: TestPlatform;
  let runtime: SolanaRuntime;
  let session: SeededSession;
  let rpc: ReturnType<typeof createSolanaRpc>;
  let owner: ReturnType<typeof address>;
  const recipient = address(freshAddress());
  const sent: Record<string, string> = {};

  /** The session user's portfolio balance of a symbol (the Solana network is the only one funded). */
  const portfolioBalance = async (symbol: string) => {
    const data = await getRead(platform, session, '/aggregated-portfolio');
    const group = data.group_tokens.find((g: Record<string, unknown>) => g.symbol === symbol);
    return group?.balance as string | undefined;
  };

  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS, worker: false });
    runtime = solanaRuntimeOf(platform);
    session = insertSession(platform.ctx);
    owner = address(session.user.solanaAddress);
    const { executed } = await fundSolanaUser(platform.ctx, runtime, session.user, SOLANA);
    if (executed) commitFaucetTransaction(platform.ctx, executed);
    const orders = {
      sol: transferPayload(recipient, 250_000_000n),
      usdc: transferPayload(recipient, 12_345_678n, USDC),
      tooMuch: transferPayload(recipient, 10n ** 15n),
    };
    for (const [name, payload] of Object.entries(orders)) {
      const order = await insertOrder(platform.ctx, session.user, 'TOKEN_TRANSFER', payload);
      sent[name] = (await settleOnRuntime(platform.ctx, runtime, order)).txHash;
    }
    const memo = await insertOrder(
      platform.ctx,
      session.user,
      'RAW_TRANSACTION',
      rawPayload(owner, [memoInstruction(owner, 'kit reads this')]),
    );
    sent.memo = (await settleOnRuntime(platform.ctx, runtime, memo)).txHash;
    rpc = createSolanaRpc(`${platform.url}/rpc/${SOLANA}`);
  });
  afterAll(async () => platform.close());

  it('getBalance agrees with the order and the portfolio', async () => {
    const { value, context } = await rpc.getBalance(owner).send();
    // 2 SOL − 0.25 SOL sent − what the user paid (the network is not sponsored): four transaction fees and the
    // rent of the recipient's new USDC account.
    expect(value).toBe(1_750_000_000n - USER_PAID);
    expect(context.slot).toBe(await rpc.getSlot().send());
    expect(await portfolioBalance('SOL')).toBe('1.74794072');
    expect((await rpc.getBalance(recipient).send()).value).toBe(250_000_000n);
    expect((await rpc.getBalance(address(freshAddress())).send()).value).toBe(0n);
  });

  it('token accounts by mint and by program, their balance, the mint itself (decoded by the SPL client)', async () => {
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: address(USDC),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const byMint = await rpc
      .getTokenAccountsByOwner(owner, { mint: address(USDC) }, { encoding: 'jsonParsed' })
      .send();
    expect(byMint.value.map((a) => a.pubkey)).toEqual([ata]);
    const info = byMint.value[0].account.data.parsed.info;
    expect(info).toMatchObject({
      mint: USDC,
      owner,
      tokenAmount: { amount: '987654322', decimals: 6, uiAmountString: '987.654322' },
    });
    expect(await portfolioBalance('USDC')).toBe('987.654322');
    const byProgram = await rpc
      .getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send();
    expect(byProgram.value).toHaveLength(2);
    expect((await rpc.getTokenAccountBalance(ata).send()).value).toMatchObject({
      amount: '987654322',
      decimals: 6,
    });
    const mint = await fetchMint(rpc, address(USDC));
    expect(mint.data).toMatchObject({ decimals: 6, supply: 1_000_000_000n, isInitialized: true });
    expect(mint.data.mintAuthority).toEqual({ __option: 'Some', value: PLATFORM_SOLANA_ACCOUNT });
    const usdt = await fetchMint(rpc, address(USDT));
    expect(usdt.data.supply).toBe(1_000_000_000n);
    const info2 = await rpc.getAccountInfo(address(USDC), { encoding: 'jsonParsed' }).send();
    expect(info2.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    });
  });

  it('signature statuses: success, a failure with its error, unknown → null', async () => {
    const { value } = await rpc
      .getSignatureStatuses(
        [sent.sol, sent.tooMuch, freshAddress() + freshAddress()].map((s) => s as Signature),
      )
      .send();
    expect(value[0]).toMatchObject({ confirmationStatus: 'finalized', err: null });
    expect(value[1]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(value[2]).toBeNull();
  });

  it('getTransaction: the message, meta with logs, balances and fee; the SPL transfer with token balances', async () => {
    const tx = await rpc
      .getTransaction(sent.sol as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(tx?.transaction.signatures[0]).toBe(sent.sol);
    // The user is the fee payer (first account) and pays the one signature's fee with the amount.
    expect(tx?.transaction.message.accountKeys[0]).toBe(owner);
    expect(tx?.meta?.err).toBeNull();
    expect(tx?.meta?.fee).toBe(5_000n);
    expect(tx!.meta!.preBalances[0] - tx!.meta!.postBalances[0]).toBe(250_000_000n + 5_000n);
    const spl = await rpc
      .getTransaction(sent.usdc as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    const post = spl!.meta!.postTokenBalances!.find((b) => b.owner === recipient);
    expect(post?.uiTokenAmount.amount).toBe('12345678');
    const memo = await rpc
      .getTransaction(sent.memo as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(memo?.meta?.logMessages).toContain('Program log: kit reads this');
    const failed = await rpc
      .getTransaction(sent.tooMuch as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(failed?.meta?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    const wire = await rpc
      .getTransaction(sent.memo as Signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 })
      .send();
    expect(wire?.transaction[1]).toBe('base64');
  });

  it('chain methods: blockhash, slot, height, health, version, rent', async () => {
    const slot = await rpc.getSlot().send();
    expect(slot).toBe(5n); // faucet + four orders, one slot each
    expect(await rpc.getBlockHeight().send()).toBe(slot);
    const { value } = await rpc.getLatestBlockhash().send();
    expect(value.lastValidBlockHeight).toBe(slot + 150n);
    expect(value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await rpc.getHealth().send()).toBe('ok');
    expect((await rpc.getVersion().send())['solana-core']).toBe('litesvm-1.5.0');
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n);
  });

  it('refuses writes, unknown methods, bad params; an unknown Solana network is a 404', async () => {
    const call = (method: string, params: unknown[], path = `/rpc/${SOLANA}`) =>
      request(platform.url, 'POST', path, { body: { jsonrpc: '2.0', id: 1, method, params } });
    const write = await call('sendTransaction', ['AQ==']);
    expect(write.json.error.message).toMatch(
      /^sendTransaction is not supported: this JSON-RPC endpoint is read-only/,
    );
    expect((await call('getBlock', [1])).json.error.code).toBe(-32601);
    expect((await call('getBalance', ['0xnot-base58'])).json.error).toMatchObject({ code: -32602 });
    expect((await call('getTokenAccountsByOwner', [owner, {}])).json.error).toMatchObject({ code: -32602 });
    expect((await call('getBalance', [owner], '/rpc/solana:unknownnetwork')).status).toBe(404);
  });
});
