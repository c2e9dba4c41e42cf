import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseAbi,
  parseEventLogs,
  parseUnits,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import { getPortfolio, tokenTransfer, type SatchelClient } from '../../src/index.js';
import { loggedInClient, publicUrl, waitForFinalOrder, type Platform } from '../integration/helpers.js';
import { startPlatform } from '@satchel/test-support';

// After token transfers through the SDK, viem's public client on the platform's JSON-RPC endpoint (an independent
// judge) reads the same balances as the portfolio and the same transaction as the order; the wallet is a contract,
// called by the platform's executor.

const BASE = 'eip155:84532';
const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
/** The platform's executor (docs/accounts.md), derived here rather than imported from the platform. */
const EXECUTOR = getAddress(`0x${keccak256(toHex('satchel:evm:executor')).slice(-40)}`);
/** What this test reads of the wallet contract (SatchelAccount). */
const WALLET_ABI = parseAbi([
  'function owner() view returns (address)',
  'event ValueSent(address indexed to, uint256 value)',
]);

let platform: Platform;
let client: SatchelClient;
let chain: ReturnType<typeof createPublicClient>;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
  chain = createPublicClient({ transport: http(`${publicUrl(platform)}/rpc/${BASE}`, { retryCount: 0 }) });
});
afterAll(() => platform.close());

/** The portfolio's balance of a token on Base Sepolia, in base units. */
async function portfolioBalance(symbol: string, decimals: number): Promise<bigint> {
  const tokens = (await getPortfolio(client)).groupTokens.flatMap((g) => g.tokens ?? [g]);
  const token = tokens.find((t) => t.caipId === BASE && t.symbol === symbol);
  return parseUnits(token?.balance ?? '0', decimals);
}

describe('the SDK’s transfers, read back through POST /rpc/{caip2Id} with viem', () => {
  it('the wallet is a contract on every EVM network from the first login on, owned by the user’s ECDSA key', async () => {
    const owner = publicKeyToAddress(client.userKeys!.ecdsaPublicKey as Hex);
    const codes = [];
    for (const caip2Id of ['eip155:84532', 'eip155:80002', 'eip155:11155111']) {
      const network = createPublicClient({ transport: http(`${publicUrl(platform)}/rpc/${caip2Id}`) });
      const code = await network.getCode({ address: client.userSWA as Address });
      expect(code?.length).toBeGreaterThan(2);
      codes.push(code);
      expect(
        await network.readContract({
          address: client.userSWA as Address,
          abi: WALLET_ABI,
          functionName: 'owner',
        }),
      ).toBe(owner);
    }
    expect(new Set(codes).size).toBe(1);
  });

  it('an ERC-20 transfer: balanceOf and the receipt agree with the order and the portfolio', async () => {
    const jobId = await tokenTransfer(client, {
      caip2Id: BASE,
      recipient: RECIPIENT,
      token: USDC,
      amount: 2_500_000n,
    });
    const order = await waitForFinalOrder(client, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const [hash] = order.downstreamTransactionHash as Hex[];

    const receipt = await chain.getTransactionReceipt({ hash });
    expect(receipt).toMatchObject({
      status: 'success',
      from: EXECUTOR.toLowerCase(),
      to: client.userSWA!.toLowerCase(),
    });
    const [transfer] = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfer).toMatchObject({
      address: USDC.toLowerCase(),
      args: { from: client.userSWA, value: 2_500_000n },
    });
    expect(transfer.args.to.toLowerCase()).toBe(RECIPIENT);

    const balanceOf = (account: string) =>
      chain.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account as Address],
      });
    expect(await balanceOf(RECIPIENT)).toBe(2_500_000n);
    expect(await balanceOf(client.userSWA!)).toBe(await portfolioBalance('USDC', 6));
    expect(await balanceOf(client.userSWA!)).toBe(1_000_000_000n - 2_500_000n);
  });

  it('a native transfer: getBalance and the transaction agree with the order and the portfolio', async () => {
    const before = await chain.getBalance({ address: client.userSWA as Address });
    const jobId = await tokenTransfer(client, {
      caip2Id: BASE,
      recipient: RECIPIENT,
      token: '',
      amount: 12345n,
    });
    const order = await waitForFinalOrder(client, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    // The platform's executor sent the transaction to the wallet, a contract, which sent the value (and logged it).
    const tx = await chain.getTransaction({ hash: order.downstreamTransactionHash[0] as Hex });
    expect(tx).toMatchObject({ from: EXECUTOR.toLowerCase(), to: client.userSWA!.toLowerCase(), value: 0n });
    const receiptLogs = (await chain.getTransactionReceipt({ hash: tx.hash })).logs;
    expect(parseEventLogs({ abi: WALLET_ABI, eventName: 'ValueSent', logs: receiptLogs })).toEqual([
      expect.objectContaining({
        address: client.userSWA!.toLowerCase(),
        args: { to: getAddress(RECIPIENT), value: 12345n },
      }),
    ]);
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(12345n);
    const after = await chain.getBalance({ address: client.userSWA as Address });
    // Base Sepolia is not sponsored: the user also paid the gas, gas used × effective gas price.
    const receipt = await chain.getTransactionReceipt({ hash: order.downstreamTransactionHash[0] as Hex });
    expect(receipt.effectiveGasPrice).toBeGreaterThan(0n);
    expect(after).toBe(before - 12345n - receipt.gasUsed * receipt.effectiveGasPrice);
    expect(after).toBe(await portfolioBalance('ETH', 18));
  });
});
