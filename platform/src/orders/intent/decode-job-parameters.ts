import {
  aptosRawTransactionSchema,
  evmRawTransactionSchema,
  fmt,
  INTENT_TYPES,
  nftCollectionSchema,
  nftMintSchema,
  nftTransferSchema,
  solanaRawTransactionSchema,
  solanaTransactionBytes,
  tokenTransferSchema,
  CHAIN,
  type IntentType,
  type UserContext,
} from '@satchel/shared';
import { decodeAbiParameters, hexToBytes, type Hex } from 'viem';
import type { z } from 'zod';
import { PlatformError } from '../../errors/platform-error.js';
import { jobParametersAbi } from './abi-types.js';

/** Decoded job parameters: the wire payload (amounts as decimal strings) and what the shared schema checks. */
export interface DecodedJob {
  intentType: IntentType;
  caip2Id: string;
  /** Raw transactions only: the chain family the caip2 prefix selects. */
  rawFamily?: 'EVM' | 'APTOS' | 'SOLANA';
  /** JP fields in tuple order, embedded JSON parsed (§12.3 `payload`). */
  payload: Record<string, unknown>;
  schema: z.core.$ZodType;
  schemaInput: unknown;
}

const invalid = (details: string) => new PlatformError('INVALID_CALL_DATA', { details });
const utf8 = new TextDecoder('utf-8', { fatal: true });

function embeddedJson(bytes: Hex, what: string): unknown {
  try {
    return JSON.parse(utf8.decode(hexToBytes(bytes)));
  } catch {
    throw invalid(`${what} is not UTF-8 JSON`);
  }
}

function embeddedObject(bytes: Hex, what: string): Record<string, unknown> {
  const value = embeddedJson(bytes, what);
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalid(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

export const isIntentType = (value: string): value is IntentType =>
  (INTENT_TYPES as readonly string[]).includes(value);

/**
 * Decodes `_jobParameters` with the JP of the intent type (§11.3–11.4, docs/protocol-solana.md); unknown type →
 * UNSUPPORTED_INTENT_TYPE. `user` holds the session user's addresses the schemas compare with.
 */
export function decodeJobParameters(intentType: string, jobParameters: Hex, user: UserContext): DecodedJob {
  if (!isIntentType(intentType))
    throw new PlatformError('UNSUPPORTED_INTENT_TYPE', { message: fmt.unsupportedIntentType(intentType) });
  let tuple: Record<string, unknown>;
  try {
    tuple = decodeAbiParameters(jobParametersAbi(intentType), jobParameters)[0] as Record<string, unknown>;
  } catch {
    throw invalid(`jobParameters are not abi.encode of the ${intentType} tuple`);
  }
  const caip2Id = tuple.caip2Id as string;
  switch (intentType) {
    case 'TOKEN_TRANSFER': {
      const payload = {
        caip2Id,
        recipientWalletAddress: tuple.recipientWalletAddress,
        tokenAddress: tuple.tokenAddress,
        amount: String(tuple.amount),
      };
      const schemaInput = {
        caip2Id,
        recipient: tuple.recipientWalletAddress,
        token: tuple.tokenAddress,
        amount: tuple.amount,
      };
      return { intentType, caip2Id, payload, schema: tokenTransferSchema(user), schemaInput };
    }
    case 'NFT_TRANSFER': {
      const payload = {
        caip2Id,
        nftId: tuple.nftId,
        recipientWalletAddress: tuple.recipientWalletAddress,
        collectionAddress: tuple.collectionAddress,
        nftType: tuple.nftType,
        amount: String(tuple.amount),
      };
      const schemaInput = {
        caip2Id,
        collectionAddress: tuple.collectionAddress,
        nftId: tuple.nftId,
        recipientWalletAddress: tuple.recipientWalletAddress,
        amount: tuple.amount,
        nftType: tuple.nftType,
      };
      return {
        intentType,
        caip2Id,
        payload,
        schema: nftTransferSchema({ userSWA: user.userSWA }),
        schemaInput,
      };
    }
    case 'NFT_CREATE_COLLECTION': {
      const data = embeddedObject(tuple.data as Hex, 'collection data');
      const payload = { caip2Id, name: tuple.name, uri: tuple.uri, data };
      return { intentType, caip2Id, payload, schema: nftCollectionSchema(), schemaInput: payload };
    }
    case 'NFT_MINT': {
      const data = embeddedObject(tuple.data as Hex, 'mint data');
      const payload = {
        caip2Id,
        nftName: tuple.nftName,
        collectionAddress: tuple.collectionAddress,
        uri: tuple.uri,
        data,
      };
      // The wire spells each property {name, valueType: String(type), value}; the schema checks {name, type, value}.
      const properties = Array.isArray(data.properties)
        ? data.properties.map((p: unknown) => {
            if (p === null || typeof p !== 'object' || Array.isArray(p)) return p;
            const { valueType, ...rest } = p as Record<string, unknown>;
            const type =
              typeof valueType === 'string' && /^-?[0-9]+$/.test(valueType) ? Number(valueType) : valueType;
            return { ...rest, type };
          })
        : data.properties;
      const schemaInput = {
        ...payload,
        data: { ...data, ...(data.properties === undefined ? {} : { properties }) },
      };
      return { intentType, caip2Id, payload, schema: nftMintSchema(), schemaInput };
    }
    case 'RAW_TRANSACTION': {
      const items = (tuple.transactions as Hex[]).map((tx, i) => embeddedJson(tx, `transaction ${i}`));
      const payload = { caip2Id, transactions: items };
      if (/^eip155:/i.test(caip2Id)) {
        if (items.length !== 1) throw invalid('an EVM raw transaction carries exactly one transaction');
        const schemaInput = { caip2Id, transaction: items[0] };
        return {
          intentType,
          caip2Id,
          rawFamily: 'EVM',
          payload,
          schema: evmRawTransactionSchema(),
          schemaInput,
        };
      }
      if (/^aptos:/i.test(caip2Id))
        return {
          intentType,
          caip2Id,
          rawFamily: 'APTOS',
          payload,
          schema: aptosRawTransactionSchema(),
          schemaInput: payload,
        };
      if (/^solana:/i.test(caip2Id)) {
        if (items.length !== 1) throw invalid('a Solana raw transaction carries exactly one transaction');
        const transaction = solanaTransactionBytes(items[0]);
        if (transaction === undefined)
          throw invalid('instruction data is not lowercase 0x hex of whole bytes');
        return {
          intentType,
          caip2Id,
          rawFamily: 'SOLANA',
          payload,
          schema: solanaRawTransactionSchema(user),
          schemaInput: { caip2Id, transaction },
        };
      }
      throw new PlatformError('INVALID_CHAIN_TYPE', {
        message: CHAIN.invalidChainType,
        details: fmt.notEvmChainDetails(caip2Id),
      });
    }
  }
}
