import { CHAIN, chainTypeOf, evmRawTransactionSchema, fmt, type ChainType } from '@satchel/shared';
import type { Hex } from 'viem';
import { PlatformError } from '../../errors/platform-error.js';
import { SettlementFailure } from '../../errors/settlement-failure.js';
import { validateBody } from '../../http/validate-body.js';
import type { IntentModule } from '../intent-module.js';
import { caipKeys, embeddedJson, jsonBytes } from '../job-data.js';
import { aptosRaw, settleAptosRaw } from './aptos.js';
import { evmRaw, evmRawCall, evmRawValue } from './evm.js';
import type { RawFamily } from './raw-family.js';
import { solanaRaw, solanaRawInstructions } from './solana.js';

/** The families a raw transaction is written for, chosen by its caip2 id's prefix. */
const FAMILIES: Record<ChainType, RawFamily> = { EVM: evmRaw, APTOS: aptosRaw, SOLANA: solanaRaw };

const noFamily = (caip2Id: string) =>
  new PlatformError('INVALID_CHAIN_TYPE', {
    message: CHAIN.invalidChainType,
    details: fmt.notEvmChainDetails(caip2Id),
  });

/** One raw transaction as the `[{Key, Value}, …]` list of §14.7, in embedded key order. */
const keyValues = (tx: unknown) =>
  tx !== null && typeof tx === 'object' && !Array.isArray(tx)
    ? Object.entries(tx as Record<string, unknown>).map(([Key, Value]) => ({ Key, Value }))
    : [];

/**
 * RAW_TRANSACTION: transactions written for the chain's family (evm.ts, aptos.ts, solana.ts), run as given: one
 * EVM call, Solana instructions, Aptos coin transfers on the ledger.
 */
export const rawTransaction: IntentModule = {
  jobParameters: '(string caip2Id, bytes[] transactions)',

  decode(tuple, user) {
    const caip2Id = tuple.caip2Id as string;
    const transactions = (tuple.transactions as Hex[]).map((tx, i) => embeddedJson(tx, `transaction ${i}`));
    const rawFamily = chainTypeOf(caip2Id);
    if (!rawFamily) throw noFamily(caip2Id);
    const checked = FAMILIES[rawFamily].decode(caip2Id, transactions, user);
    return { caip2Id, rawFamily, payload: { caip2Id, transactions }, ...checked };
  },

  encode: (p) => ({ caip2Id: p.caip2Id, transactions: (p.transactions as unknown[]).map(jsonBytes) }),

  estimate: {
    detailKeys: ['caip2Id', 'transactions'],
    job(details, user) {
      const { caip2Id, transactions } = details;
      // No caip2 id to choose a family by: the schema's message for it.
      if (typeof caip2Id !== 'string')
        validateBody(evmRawTransactionSchema(), { caip2Id, transaction: undefined });
      const rawFamily = typeof caip2Id === 'string' ? chainTypeOf(caip2Id) : undefined;
      if (!rawFamily) throw noFamily(String(caip2Id));
      const payload = {
        caip2Id,
        transactions: FAMILIES[rawFamily].estimate(caip2Id as string, transactions, user),
      };
      return { caip2Id: caip2Id as string, rawFamily, payload };
    },
    amount: (payload) => (chainTypeOf(String(payload.caip2Id)) === 'EVM' ? evmRawValue(payload) : ''),
  },

  details: (p) => ({ ...caipKeys(p), transactions: (p.transactions as unknown[]).map(keyValues) }),

  evmCall: evmRawCall,

  solanaInstructions: (_chain, payload, owner) => solanaRawInstructions(payload, owner),

  settleOnLedger(input) {
    if (input.network.type !== 'APT')
      throw new SettlementFailure(`Raw transactions are not supported on ${input.network.caipId}`);
    settleAptosRaw(input);
  },
};
