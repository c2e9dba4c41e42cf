import {
  estimateNftTransfer,
  estimateRawTransaction,
  estimateTokenTransfer,
  prepareAptosRawTransaction,
  prepareEvmRawTransaction,
  prepareNftCollectionCreation,
  prepareNftMint,
  prepareNftTransfer,
  prepareSolanaRawTransaction,
  prepareTokenTransfer,
  type SatchelClient,
  type UnsignedUserOperation,
} from '@satchel/sdk';
import {
  chainTypeOf,
  type AptosTransaction,
  type EvmTransaction,
  type SolanaTransaction,
} from '@satchel/shared';
import {
  type BffNftCollectionBody,
  type BffNftMintBody,
  type BffNftTransferBody,
  type BffRawTransactionBody,
  type BffTokenTransferBody,
} from '@satchel/shared/bff';

/**
 * The SDK calls of an intent family: build (§10.6 steps 1–7; the execute route signs and executes what it builds, so
 * that its answer carries the operation's hash) and estimate (§12).
 */
export interface IntentCalls<B> {
  prepare(client: SatchelClient, body: B): Promise<UnsignedUserOperation>;
  /** Absent where the platform cannot estimate the intent type (§12.1). */
  estimate?(client: SatchelClient, body: B): Promise<unknown>;
}

type Credentials = 'sessionConfig' | 'client_pk' | 'client_swa' | 'feePayerAddress';

/** The intent's own fields of a BFF body (the shared schema's keys), without session, credentials or fee payer. */
function intentFields<B extends { [K in Credentials]?: unknown }>(body: B): Omit<B, Credentials> {
  const { sessionConfig: _s, client_pk: _k, client_swa: _w, feePayerAddress: _f, ...fields } = body;
  return fields;
}

export const nftCollectionCalls: IntentCalls<BffNftCollectionBody> = {
  prepare: (client, body) => prepareNftCollectionCreation(client, intentFields(body), body.feePayerAddress),
};

export const nftMintCalls: IntentCalls<BffNftMintBody> = {
  prepare: (client, body) => prepareNftMint(client, intentFields(body), body.feePayerAddress),
};

const tokenInput = (body: BffTokenTransferBody) => ({
  caip2Id: body.caip2Id,
  recipient: body.recipient,
  token: body.token,
  amount: BigInt(body.amount),
});

export const tokenTransferCalls: IntentCalls<BffTokenTransferBody> = {
  prepare: (client, body) => prepareTokenTransfer(client, tokenInput(body), body.feePayerAddress),
  estimate: (client, body) => estimateTokenTransfer(client, tokenInput(body), body.feePayerAddress),
};

const nftInput = (body: BffNftTransferBody) => ({
  caip2Id: body.caip2Id,
  collectionAddress: body.collectionAddress,
  nftId: body.nftId,
  recipientWalletAddress: body.recipientWalletAddress,
  amount: BigInt(body.amount),
  nftType: body.nftType,
});

export const nftTransferCalls: IntentCalls<BffNftTransferBody> = {
  prepare: (client, body) => prepareNftTransfer(client, nftInput(body), body.feePayerAddress),
  estimate: (client, body) => estimateNftTransfer(client, nftInput(body), body.feePayerAddress),
};

/**
 * EVM and Solana take the one transaction (a one-element array is unwrapped); Aptos takes a list (one object is
 * wrapped).
 */
function rawInput(body: BffRawTransactionBody) {
  const list: unknown[] = Array.isArray(body.transaction) ? body.transaction : [body.transaction];
  const { caip2Id } = body;
  // The body schema checked the transactions against the SDK's own schemas for the chain's family.
  const family = chainTypeOf(caip2Id);
  if (family === 'EVM')
    return { family, input: { caip2Id, transaction: list[0] as EvmTransaction } } as const;
  if (family === 'SOLANA')
    return { family, input: { caip2Id, transaction: list[0] as SolanaTransaction } } as const;
  return { family: 'APTOS', input: { caip2Id, transactions: list as AptosTransaction[] } } as const;
}

export const rawTransactionCalls: IntentCalls<BffRawTransactionBody> = {
  prepare(client, body) {
    const raw = rawInput(body);
    if (raw.family === 'EVM') return prepareEvmRawTransaction(client, raw.input, body.feePayerAddress);
    if (raw.family === 'SOLANA') return prepareSolanaRawTransaction(client, raw.input, body.feePayerAddress);
    return prepareAptosRawTransaction(client, raw.input, body.feePayerAddress);
  },
  estimate: (client, body) => estimateRawTransaction(client, rawInput(body).input, body.feePayerAddress),
};
