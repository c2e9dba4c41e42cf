import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningPlatform } from '@satchel/platform';
import { readDevCode, startPlatform } from '@satchel/test-support';
import { SatchelClient, verifySession, type SessionConfig } from '@satchel/sdk';
import { startServer, loadConfig, type RunningServer } from '@satchel/server';
import { DEMO_CLIENT, ENVIRONMENTS, FINAL_ORDER_STATUSES } from '@satchel/shared';
import { ApiBackend, apiRequestLog } from '../../src/backend/api/api-backend.js';
import { followBackendOrder } from '../../src/backend/follow-backend-order.js';
import { SdkBackend } from '../../src/backend/sdk/sdk-backend.js';
import type { Backend, IntentRequest } from '../../src/backend/types.js';
import { MEMO_EXAMPLE_TEXT, memoExample } from '../../src/features/raw-transaction/solana-examples.js';
import { solanaInstructions } from '../../src/features/raw-transaction/solana-form-value.js';

// The demo's Backend seam, both implementations, against the real platform (settling after 300 ms, so an order is
// seen pending) and the real BFF, both in-process.
let platform: RunningPlatform;
let bff: RunningServer;
beforeAll(async () => {
  platform = await startPlatform({ settleMs: 300 });
  bff = await startServer(
    loadConfig({
      PORT: '0',
      PLATFORM_URL: platform.url,
      ALLOW_CLIENT_KEYS_FROM_BODY: 'true',
      AUTH_RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'silent',
      CLIENT_ORIGIN: 'http://localhost:5173',
    }),
  );
});
afterAll(async () => {
  await bff?.close();
  await platform?.close();
});

const keys = { clientPrivateKey: DEMO_CLIENT.clientPrivateKey, clientSWA: DEMO_CLIENT.clientSWA };
let counter = 0;

const backends: Record<'sdk' | 'api', () => Backend> = {
  sdk: () =>
    new SdkBackend(
      new SatchelClient({ environment: 'sandbox', ...keys, platformUrl: platform.url }),
      async () => {},
    ),
  api: () => new ApiBackend({ mode: 'api', apiUrl: bff.url, environment: 'sandbox', ...keys }),
};

const TRANSFER: IntentRequest = {
  kind: 'tokenTransfer',
  input: {
    caip2Id: 'eip155:84532',
    recipient: '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2',
    token: '',
    amount: '1000' as unknown as bigint,
  },
};

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** A new system account: 0.001 SOL is above its rent-exempt minimum. */
const SOL_RECIPIENT = 'DvxW1kkbut5bH2G1a9B6GuFQH2F3DTk5BMBPB8Mpbhy6';
/** The seeded USDC mint on the Solana network (6 decimals). */
const SOLANA_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';

describe.each(['sdk', 'api'] as const)('the %s backend', (mode) => {
  let backend: Backend;
  beforeAll(async () => {
    localStorage.clear();
    backend = backends[mode]();
    const email = `seam-${mode}-${Date.now().toString(36)}-${++counter}@example.com`;
    const token = await backend.sendOtp(email, 'email');
    await backend.verifyOtp(email, 'email', (await readDevCode(platform.url, email)).otp, token);
  });

  it('logs in by email OTP and reads the account', async () => {
    const info = await backend.sessionInfo();
    expect(info.session?.userSWA).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const wallets = await backend.getAccount();
    expect(wallets.length).toBeGreaterThan(0);
  });

  it('follows a transfer to SUCCESSFUL, reporting each status once; its user operation is on chain', async () => {
    const { jobId, userOperation } = await backend.execute(TRANSFER);
    const hash = userOperation?.hash ?? '';
    // api mode: the page the BFF named; sdk mode: the hash only (the dialog links the local platform's page).
    expect(userOperation).toEqual({
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      explorerUrl: mode === 'api' ? `${platform.url}/explorer/userop/${hash}` : undefined,
    });
    const seen: string[] = [];
    const order = await followBackendOrder(backend, jobId, { onStatus: (o) => seen.push(o.status) });
    expect(order).toMatchObject({ intentId: jobId, status: 'SUCCESSFUL' });
    // ERC-7769 on the sandbox chain knows the operation by that hash, and it succeeded.
    const rpc = await fetch(`${platform.url}/rpc/eip155:${ENVIRONMENTS.sandbox.chainId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [hash] }),
    });
    expect(((await rpc.json()) as { result: unknown }).result).toMatchObject({
      userOpHash: hash,
      success: true,
    });
    expect(order.downstreamTransactionHash[0]).toMatch(/^0x[0-9a-f]{64}$/i);
    expect(seen[0]).not.toBe('SUCCESSFUL');
    expect(seen.at(-1)).toBe('SUCCESSFUL');
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, -1).every((s) => !(FINAL_ORDER_STATUSES as readonly string[]).includes(s))).toBe(
      true,
    );
  });

  it('runs a SOL and an SPL transfer and the Memo example of the form (UserOp path) to SUCCESSFUL on the Solana runtime', async () => {
    const signer = (await backend.getAccount()).find((w) => w.caipId === SOLANA)?.address ?? '';
    const transfer = await backend.execute({
      kind: 'tokenTransfer',
      input: { caip2Id: SOLANA, recipient: SOL_RECIPIENT, token: '', amount: '1000000' as unknown as bigint },
    });
    const spl = await backend.execute({
      kind: 'tokenTransfer',
      input: {
        caip2Id: SOLANA,
        recipient: SOL_RECIPIENT,
        token: SOLANA_USDC,
        amount: '1500000' as unknown as bigint,
      },
    });
    const instructions = solanaInstructions(memoExample({ signer, instructions: [] }));
    expect(instructions).toEqual([
      {
        programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
        data: [...Buffer.from(MEMO_EXAMPLE_TEXT)],
        keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
      },
    ]);
    const op = await backend.createUserOp({
      kind: 'solanaRawTransaction',
      input: { caip2Id: SOLANA, transaction: { signer, instructions } },
    });
    const memo = await backend.executeUserOp(await backend.signUserOp(op));
    for (const { jobId } of [transfer, spl, memo]) {
      const order = await followBackendOrder(backend, jobId, {});
      expect(order).toMatchObject({ intentId: jobId, status: 'SUCCESSFUL' });
      expect(order.downstreamTransactionHash[0]).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    }
  });

  it('keeps secrets out of the request log (api mode logs every BFF call for the drawer)', () => {
    const entries = apiRequestLog.entries;
    if (mode === 'sdk') return expect(backend.requestLog).toBeUndefined();
    expect(backend.requestLog).toBe(apiRequestLog);
    const verify = entries.find((e) => e.request.url.endsWith('/api/auth/email/verify-otp'));
    expect(verify?.request.body).toMatchObject({ otp: '[REDACTED]', client_pk: '[REDACTED]' });
    expect(verify?.response?.status).toBe(200);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(DEMO_CLIENT.clientPrivateKey);
    const session = localStorage.getItem('satchel_api_session');
    expect(session).toBeTruthy();
    expect(text).not.toContain(JSON.parse(session!).sessionPrivKey);
  });

  it('stops following when aborted', async () => {
    const { jobId } = await backend.execute(TRANSFER);
    const controller = new AbortController();
    const following = followBackendOrder(backend, jobId, { signal: controller.signal });
    controller.abort();
    await expect(following).rejects.toThrow('Waiting for the order was aborted');
  });

  // Last: it ends the session. The platform ends it too (docs/protocol.md §6.3): a client holding it is refused.
  it('logs out: the session is forgotten here and ended on the platform', async () => {
    const session = (await backend.sessionInfo()).session as SessionConfig;
    expect(session.sessionPrivKey).toMatch(/^0x[0-9a-f]{64}$/);
    await backend.logout();
    expect((await backend.sessionInfo()).session).toBeNull();
    const holder = new SatchelClient({ environment: 'sandbox', ...keys, platformUrl: platform.url });
    holder.setSessionConfig(session);
    await expect(verifySession(holder)).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
  });
});
