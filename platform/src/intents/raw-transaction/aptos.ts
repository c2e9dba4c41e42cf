import { aptosRawTransactionSchema } from '@satchel/shared';
import { SettlementFailure } from '../../errors/settlement-failure.js';
import { validateBody } from '../../http/validate-body.js';
import { transferToken } from '../../ledger/ledger.js';
import { findTokenByAddress } from '../../world/token-store.js';
import type { IntentInput } from '../intent-module.js';
import type { RawFamily } from './raw-family.js';

const APTOS_COIN = '0x1::aptos_coin::AptosCoin';

/** An Aptos raw transaction: one or more entry-function calls (§15.3). */
export const aptosRaw: RawFamily = {
  decode: (caip2Id, transactions) => ({
    schema: aptosRawTransactionSchema(),
    schemaInput: { caip2Id, transactions },
  }),
  estimate(caip2Id, transactions) {
    const parsed = validateBody(aptosRawTransactionSchema(), { caip2Id, transactions });
    return parsed.transactions.map((t) => ({
      function: t.function,
      typeArguments: t.typeArguments,
      functionArguments: t.functionArguments,
    }));
  },
};

/** `0x0001::m::f` → `0x1::m::f`: Aptos addresses compare by value. */
function normalizeMoveName(name: string): string {
  const [address, ...rest] = name.trim().split('::');
  const short = /^0x[0-9a-fA-F]+$/.test(address ?? '') ? `0x${BigInt(address).toString(16)}` : address;
  return [short, ...rest].join('::');
}

/** The seeded token of a coin type: AptosCoin is the native token; others match the token address. */
function tokenOfCoinType(input: IntentInput, coinType: string) {
  const { ctx, network } = input;
  if (normalizeMoveName(coinType) === APTOS_COIN) return findTokenByAddress(ctx.db, network.networkId, '');
  const address = coinType.split('::')[0] ?? '';
  return (
    findTokenByAddress(ctx.db, network.networkId, coinType) ??
    findTokenByAddress(ctx.db, network.networkId, address)
  );
}

/**
 * On the ledger, every transaction in order (all or nothing): `0x1::aptos_account::transfer` (APT),
 * `0x1::aptos_account::transfer_coins<T>` and `0x1::coin::transfer<T>`; any other function fails the order.
 */
export function settleAptosRaw(input: IntentInput): void {
  const { ctx, intentId, payload, user, txHash, network } = input;
  for (const tx of payload.transactions as Record<string, unknown>[]) {
    const fn = normalizeMoveName(String(tx.function));
    const typeArguments = Array.isArray(tx.typeArguments) ? (tx.typeArguments as unknown[]).map(String) : [];
    const args = Array.isArray(tx.functionArguments) ? (tx.functionArguments as unknown[]) : [];
    let coinType: string;
    if (fn === '0x1::aptos_account::transfer') coinType = APTOS_COIN;
    else if (fn === '0x1::aptos_account::transfer_coins' || fn === '0x1::coin::transfer') {
      if (typeArguments.length !== 1)
        throw new SettlementFailure(`${tx.function} takes exactly one type argument`);
      coinType = typeArguments[0];
    } else throw new SettlementFailure(`Function ${tx.function} is not supported on the local platform`);
    const [to, amount] = args;
    if (typeof to !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(to))
      throw new SettlementFailure(`Invalid recipient address for ${tx.function}`);
    if (!(typeof amount === 'string' || typeof amount === 'number') || !/^[0-9]+$/.test(String(amount)))
      throw new SettlementFailure(`Invalid amount for ${tx.function}`);
    const token = tokenOfCoinType(input, coinType);
    if (!token) throw new SettlementFailure(`Coin type ${coinType} is not on ${network.caipId}`);
    transferToken(ctx, {
      token,
      from: user.aptosAddress,
      to,
      amount: BigInt(String(amount)),
      intentId,
      txHash,
    });
  }
}
