import { CHAIN, chainTypeOf, fmt } from '@satchel/shared';
import {
  bffNftCollectionBodySchema,
  bffNftMintBodySchema,
  bffNftTransferBodySchema,
  bffRawTransactionBodySchema,
  bffTokenTransferBodySchema,
  bffUserOpBodySchema,
} from '@satchel/shared/bff';
import type { z } from 'zod/mini';
import { BffError } from '../http/bff-error.js';
import {
  nftCollectionCalls,
  nftMintCalls,
  nftTransferCalls,
  rawTransactionCalls,
  tokenTransferCalls,
  type IntentCalls,
} from '../sdk/intent-calls.js';
import { executedOrder } from '../sdk/executed-order.js';
import { signAndExecute } from '../sdk/user-op-calls.js';
import { EXAMPLE_SESSION, EXAMPLE_USER_OP, EXAMPLE_USER_SWA } from './examples.js';
import { defineRoute, type RouteDef } from '../http/route.js';

interface IntentFamily<S extends z.core.$ZodType> {
  name: string;
  label: string;
  body: S;
  example: Record<string, unknown>;
  /** The family's other body shapes by name (Solana), documented beside `example`. */
  examples?: Record<string, Record<string, unknown>>;
  precheck?: RouteDef['precheck'];
  calls: IntentCalls<z.output<S>>;
}

/** The four routes of a family (§18.4): execute, /createUserOp, /estimate, /executeAfterEstimate (the last two
 * only where the platform can estimate the intent type). */
function familyRoutes<S extends z.core.$ZodType>(family: IntentFamily<S>): RouteDef[] {
  const base = `/api/intent/${family.name}`;
  const common = { group: 'intent' as const, body: family.body, session: true, precheck: family.precheck };
  const example = { ...family.example, sessionConfig: EXAMPLE_SESSION };
  const examples = family.examples
    ? Object.fromEntries(
        Object.entries(family.examples).map(([name, body]) => [
          name,
          { ...body, sessionConfig: EXAMPLE_SESSION },
        ]),
      )
    : undefined;
  const { estimate } = family.calls;
  const routes = [
    defineRoute({
      ...common,
      path: base,
      createsOrder: true,
      summary: `${family.label}: build, sign and execute`,
      answer: '{jobId, userOperation}',
      example,
      examples,
      // Built as /createUserOp builds it, then signed and executed: the answer carries the operation's hash.
      async handle({ body, client, config }) {
        const sdk = await client();
        return executedOrder(config, await signAndExecute(sdk, await family.calls.prepare(sdk, body)));
      },
    }),
    defineRoute({
      ...common,
      path: `${base}/createUserOp`,
      summary: `${family.label}: build the unsigned user operation`,
      answer: 'the unsigned user operation (12 fields)',
      example,
      examples,
      handle: async ({ body, client }) => family.calls.prepare(await client(), body),
    }),
  ] as RouteDef[];
  if (!estimate) return routes;
  return [
    ...routes,
    defineRoute({
      ...common,
      path: `${base}/estimate`,
      summary: `${family.label}: estimate fees; data.userOps is the operation to sign`,
      answer: '{details, callData, userOps}',
      example,
      examples,
      handle: async ({ body, client }) => estimate(await client(), body),
    }),
    defineRoute({
      path: `${base}/executeAfterEstimate`,
      group: 'intent',
      createsOrder: true,
      summary: `${family.label}: sign and execute the operation of an estimate`,
      body: bffUserOpBodySchema,
      session: true,
      answer: '{jobId, userOperation}',
      example: { userOp: EXAMPLE_USER_OP, sessionConfig: EXAMPLE_SESSION },
      handle: async ({ body, client, config }) =>
        executedOrder(config, await signAndExecute(await client(), body.userOp)),
    }) as RouteDef,
  ] as RouteDef[];
}

/**
 * rawTransaction picks EVM, Aptos or Solana by the caip2Id prefix; any other family is 400 `Invalid Chain Type`
 * (§18.4).
 */
function rawChainFamily(body: Record<string, unknown>): void {
  const { caip2Id } = body;
  if (typeof caip2Id !== 'string' || caip2Id.trim() === '' || caip2Id !== caip2Id.trim()) return; // validation reports it
  const family = chainTypeOf(caip2Id);
  if (family === undefined)
    throw BffError.of('INVALID_CHAIN_TYPE', CHAIN.invalidChainType, fmt.notEvmChainDetails(caip2Id));
}

const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SOLANA_RECIPIENT = '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n';
/** The user's Solana address (api/explorer/account). */
const SOLANA_SIGNER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

export const intentFamilyRoutes: RouteDef[] = [
  ...familyRoutes({
    name: 'tokenTransfer',
    label: 'Token transfer',
    body: bffTokenTransferBodySchema,
    example: { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '', amount: '1000000000000000' },
    // Lamports; token "" is SOL, else the SPL mint (docs/protocol-solana.md).
    examples: { solana: { caip2Id: SOLANA, recipient: SOLANA_RECIPIENT, token: '', amount: '1000000' } },
    calls: tokenTransferCalls,
  }),
  ...familyRoutes({
    name: 'nftTransfer',
    label: 'NFT transfer',
    body: bffNftTransferBodySchema,
    example: {
      caip2Id: 'eip155:84532',
      collectionAddress: '0x5A7c0d3ebF4a6C8d9eafb01c2D3E4f5A6b7C8D9E',
      nftId: '42',
      recipientWalletAddress: RECIPIENT,
      amount: '1',
      nftType: 'ERC721',
    },
    calls: nftTransferCalls,
  }),
  ...familyRoutes({
    name: 'rawTransaction',
    label: 'Raw transaction (EVM, Aptos or Solana)',
    body: bffRawTransactionBodySchema,
    example: {
      caip2Id: 'eip155:84532',
      transaction: { from: EXAMPLE_USER_SWA, to: RECIPIENT, data: '0xd09de08a', value: '0' },
    },
    examples: {
      // A Memo instruction ("hi"); the signer is the user's Solana address (api/explorer/account).
      solana: {
        caip2Id: SOLANA,
        transaction: {
          signer: SOLANA_SIGNER,
          instructions: [{ programId: MEMO_PROGRAM, data: [104, 105], keys: [] }],
        },
      },
    },
    precheck: rawChainFamily,
    calls: rawTransactionCalls,
  }),
  // Beyond §18.4: the demo's collection and mint pages (Aptos only; the platform has no estimate for them).
  ...familyRoutes({
    name: 'nftCollection',
    label: 'NFT collection creation (Aptos)',
    body: bffNftCollectionBodySchema,
    example: {
      caip2Id: 'aptos:testnet',
      name: 'My collection',
      uri: 'https://example.com/collection.json',
      data: { symbol: 'MYC', description: 'A test collection' },
    },
    calls: nftCollectionCalls,
  }),
  ...familyRoutes({
    name: 'nftMint',
    label: 'NFT mint (Aptos)',
    body: bffNftMintBodySchema,
    example: {
      caip2Id: 'aptos:testnet',
      nftName: 'Item 1',
      collectionAddress: '0x7a1b5c3e9f2d4a6b8c0e1f3a5b7c9d0e2f4a6b8c0d1e3f5a7b9c2d4e6f8a0b1c',
      uri: 'https://example.com/item-1.json',
      data: { description: 'First item', properties: [{ name: 'level', type: 0, value: '1' }] },
    },
    calls: nftMintCalls,
  }),
];
