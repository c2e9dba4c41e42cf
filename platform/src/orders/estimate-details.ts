import {
  aptosRawTransactionSchema,
  BFF,
  CHAIN,
  evmRawTransactionSchema,
  fmt,
  nftTransferSchema,
  solanaRawTransactionSchema,
  solanaTransactionBytes,
  solanaTransactionJson,
  tokenTransferSchema,
  toWei,
  type IntentType,
  type UserContext,
} from '@satchel/shared';
import { numberToHex } from 'viem';
import { PlatformError } from '../errors/platform-error.js';
import { validateBody } from '../http/validate-body.js';

/** Estimate `details` keys per type (§12.1), strict like the intent schemas. */
const DETAIL_KEYS: Record<string, string[]> = {
  TOKEN_TRANSFER: ['recipientWalletAddress', 'caip2Id', 'tokenAddress', 'amount'],
  NFT_TRANSFER: ['caip2Id', 'nftId', 'recipientWalletAddress', 'collectionAddress', 'amount', 'nftType'],
  RAW_TRANSACTION: ['caip2Id', 'transactions'],
};

export interface EstimateJob {
  intentType: IntentType;
  caip2Id: string;
  rawFamily?: 'EVM' | 'APTOS' | 'SOLANA';
  /** Job parameters in JP order (bytes fields as their JSON values), ready for encodeJobParameters. */
  jobValues: Record<string, unknown>;
}

const failed = (messages: string[]) =>
  new PlatformError('VALIDATION_ERROR', { message: fmt.validationFailed(messages) });

/**
 * Validates estimate `details` with the shared intent rules (§12.2; amounts are decimal strings) and returns the
 * job parameters the operation will carry, with defaults applied as the SDK applies them.
 */
export function estimateJob(
  type: 'TOKEN_TRANSFER' | 'NFT_TRANSFER' | 'RAW_TRANSACTION',
  details: Record<string, unknown>,
  user: UserContext,
): EstimateJob {
  const { userSWA } = user;
  const unknown = Object.keys(details).filter((key) => !DETAIL_KEYS[type].includes(key));
  if (unknown.length) throw failed([fmt.unrecognizedKeys(unknown)]);
  const caip2Id = details.caip2Id as string;
  if (type === 'TOKEN_TRANSFER') {
    const { recipientWalletAddress, tokenAddress, amount } = details;
    validateBody(tokenTransferSchema(user), {
      caip2Id,
      recipient: recipientWalletAddress,
      token: tokenAddress,
      amount,
    });
    return {
      intentType: type,
      caip2Id,
      jobValues: { caip2Id, recipientWalletAddress, tokenAddress, amount: BigInt(String(amount).trim()) },
    };
  }
  if (type === 'NFT_TRANSFER') {
    const nft = validateBody(nftTransferSchema({ userSWA }), details);
    return {
      intentType: type,
      caip2Id,
      jobValues: {
        caip2Id,
        nftId: nft.nftId,
        recipientWalletAddress: nft.recipientWalletAddress,
        collectionAddress: nft.collectionAddress,
        nftType: nft.nftType,
        amount: BigInt(String(nft.amount).trim()),
      },
    };
  }
  const transactions = Array.isArray(details.transactions)
    ? (details.transactions as Record<string, unknown>[])
    : details.transactions;
  if (typeof caip2Id === 'string' && /^eip155:/i.test(caip2Id)) {
    if (!Array.isArray(transactions) || transactions.length !== 1) throw failed([BFF.evmSingleTransaction]);
    const { transaction } = validateBody(evmRawTransactionSchema(), {
      caip2Id,
      transaction: transactions[0],
    });
    const tx = {
      from: transaction.from,
      to: transaction.to,
      data: transaction.data ?? '0x',
      value: numberToHex(toWei(transaction.value ?? 0) ?? 0n),
    };
    return { intentType: type, caip2Id, rawFamily: 'EVM', jobValues: { caip2Id, transactions: [tx] } };
  }
  if (typeof caip2Id === 'string' && /^aptos:/i.test(caip2Id)) {
    const parsed = validateBody(aptosRawTransactionSchema(), { caip2Id, transactions });
    const txs = parsed.transactions.map((t) => ({
      function: t.function,
      typeArguments: t.typeArguments,
      functionArguments: t.functionArguments,
    }));
    return { intentType: type, caip2Id, rawFamily: 'APTOS', jobValues: { caip2Id, transactions: txs } };
  }
  if (typeof caip2Id === 'string' && /^solana:/i.test(caip2Id)) {
    if (!Array.isArray(transactions) || transactions.length !== 1)
      throw failed([BFF.solanaSingleTransaction]);
    // Estimate details carry the transaction as embedded (data as hex), the schema checks it as input (bytes).
    const transaction = solanaTransactionBytes(transactions[0]) ?? transactions[0];
    const parsed = validateBody(solanaRawTransactionSchema(user), { caip2Id, transaction });
    const tx = solanaTransactionJson(parsed.transaction);
    return { intentType: type, caip2Id, rawFamily: 'SOLANA', jobValues: { caip2Id, transactions: [tx] } };
  }
  if (typeof caip2Id !== 'string')
    validateBody(evmRawTransactionSchema(), { caip2Id, transaction: undefined });
  throw new PlatformError('INVALID_CHAIN_TYPE', {
    message: CHAIN.invalidChainType,
    details: fmt.notEvmChainDetails(String(caip2Id)),
  });
}
