import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, http, recoverMessageAddress, verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount, publicKeyToAddress } from 'viem/accounts';
import { RpcError, type SatchelClient } from '../../src/index.js';
import { clientFor, loggedInClient, publicUrl, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

let platform: Platform;
let client: SatchelClient;
let signer: `0x${string}`;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
  signer = publicKeyToAddress(client.userKeys!.ecdsaPublicKey as `0x${string}`);
});
afterAll(() => platform.close());

const TYPED = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'string' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Satchel', version: '1', chainId: 84532 },
  message: { from: 'ada', contents: 'Hello, Bob!' },
} as const;

describe('message signing by the user’s key (§13), verified with viem', () => {
  it('signMessage: EIP-191 signature recovering to the address of userKeys.ecdsaPublicKey', async () => {
    for (const message of ['Hello from Satchel', '0xdeadbeef', 'ünïcödé ✓']) {
      const signature = await client.signMessage(message);
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
      expect(await recoverMessageAddress({ message, signature: signature as `0x${string}` })).toBe(signer);
    }
  });

  it('signTypedData: object and JSON text, verified with verifyTypedData', async () => {
    for (const input of [TYPED, JSON.stringify(TYPED)]) {
      const signature = await client.signTypedData(input);
      expect(
        await verifyTypedData({ ...TYPED, address: signer, signature: signature as `0x${string}` } as never),
      ).toBe(true);
    }
    const body = client.requestLog.entries.at(-1)!.request.body as {
      data: { transactions: { method: string; signingMessage: string }[] };
    };
    expect(body.data.transactions[0]).toMatchObject({
      method: 'EIP712',
      signingMessage: JSON.stringify(TYPED),
    });
  });

  it('the signatures verify against the wallet (userSWA) on every EVM network: ERC-1271 by viem’s public client', async () => {
    const wallet = client.userSWA as `0x${string}`;
    const message = 'Sign in to example.org';
    const signature = (await client.signMessage(message)) as `0x${string}`;
    const typedSignature = (await client.signTypedData(TYPED)) as `0x${string}`;
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    for (const caip2Id of ['eip155:84532', 'eip155:80002', 'eip155:11155111']) {
      // viem's verifyMessage: ERC-6492's deployless validator (an eth_call without `to`), which asks the wallet's
      // isValidSignature (ERC-1271) because the wallet has code.
      const chain = createPublicClient({ transport: http(`${publicUrl(platform)}/rpc/${caip2Id}`) });
      expect(await chain.verifyMessage({ address: wallet, message, signature })).toBe(true);
      expect(
        await chain.verifyTypedData({ ...TYPED, address: wallet, signature: typedSignature } as never),
      ).toBe(true);
      // Anything else is refused: another message, another signer, the typed data changed.
      expect(await chain.verifyMessage({ address: wallet, message: `${message}!`, signature })).toBe(false);
      expect(await chain.verifyMessage({ address: wallet, message, signature: forged })).toBe(false);
      const changed = { ...TYPED, message: { from: 'eve', contents: 'Hello, Bob!' } };
      expect(
        await chain.verifyTypedData({ ...changed, address: wallet, signature: typedSignature } as never),
      ).toBe(false);
    }
  });

  it('platform failures are returned as RpcError: Failed to sign message: {error}', async () => {
    // A staging session signed under sandbox's threshold (t = 2 instead of 3): the platform refuses the signature.
    const staging = await loggedInClient(platform, undefined, { environment: 'staging' });
    const sandbox = clientFor(platform);
    sandbox.setSessionConfig(staging.getSessionConfig()!);
    await sandbox.syncUserKeys();
    for (const run of [() => sandbox.signMessage('hello'), () => sandbox.signTypedData(TYPED)]) {
      const result = await run();
      expect(result).toBeInstanceOf(RpcError);
      expect(result).toMatchObject({
        code: -32003,
        message: 'Failed to sign message: Invalid signature',
        data: { code: 401, errorCode: 'INVALID_SIGNATURE' },
      });
    }
    expect(await staging.signMessage('hello')).toMatch(/^0x[0-9a-f]{130}$/);
  });
});
