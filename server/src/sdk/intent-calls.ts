import {
  aptosRawTransaction,
  estimateNftTransfer,
  estimateRawTransaction,
  estimateTokenTransfer,
  evmRawTransaction,
  nftTransfer,
  prepareAptosRawTransaction,
  prepareEvmRawTransaction,
  prepareNftTransfer,
  prepareTokenTransfer,
  type SatchelClient,
  tokenTransfer,
} from '@satchel/sdk';
import { chainTypeOf, type BffNftTransferBody, type BffRawTransactionBody, type BffTokenTransferBody } from '@satchel/shared';

/** The three SDK calls of an intent family: build, sign and execute (jobId); build only; estimate (§10.6, §12). */
export interface IntentCalls<B> {
  execute(client: SatchelClient, body: B): Promise<string>;
  prepare(client: SatchelClient, body: B): Promise<unknown>;
  estimate(client: SatchelClient, body: B): Promise<unknown>;
}

const tokenInput = (body: BffTokenTransferBody) => ({
  caip2Id: body.caip2Id,
  recipient: body.recipient,
  token: body.token,
  amount: BigInt(body.amount),
});

export const tokenTransferCalls: IntentCalls<BffTokenTransferBody> = {
  execute: (client, body) => tokenTransfer(client, tokenInput(body), body.feePayerAddress),
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
  execute: (client, body) => nftTransfer(client, nftInput(body), body.feePayerAddress),
  prepare: (client, body) => prepareNftTransfer(client, nftInput(body), body.feePayerAddress),
  estimate: (client, body) => estimateNftTransfer(client, nftInput(body), body.feePayerAddress),
};

/** EVM takes the one transaction (a one-element array is unwrapped); Aptos takes a list (one object is wrapped). */
function rawInput(body: BffRawTransactionBody) {
  const list = Array.isArray(body.transaction) ? body.transaction : [body.transaction];
  return chainTypeOf(body.caip2Id) === 'EVM'
    ? ({ family: 'EVM', input: { caip2Id: body.caip2Id, transaction: list[0] } } as const)
    : ({ family: 'APTOS', input: { caip2Id: body.caip2Id, transactions: list } } as const);
}

export const rawTransactionCalls: IntentCalls<BffRawTransactionBody> = {
  execute(client, body) {
    const raw = rawInput(body);
    return raw.family === 'EVM'
      ? evmRawTransaction(client, raw.input as never, body.feePayerAddress)
      : aptosRawTransaction(client, raw.input as never, body.feePayerAddress);
  },
  prepare(client, body) {
    const raw = rawInput(body);
    return raw.family === 'EVM'
      ? prepareEvmRawTransaction(client, raw.input as never, body.feePayerAddress)
      : prepareAptosRawTransaction(client, raw.input as never, body.feePayerAddress);
  },
  estimate: (client, body) => estimateRawTransaction(client, rawInput(body).input as never, body.feePayerAddress),
};
