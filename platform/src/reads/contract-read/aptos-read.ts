import { echoInput, fmt, type AptosReadData } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import { PlatformError } from '../../errors/platform-error.js';
import { findTokenByAddress } from '../../world/token-store.js';
import { type ClientNetworkRow } from '../../world/network-store.js';
import { balanceOf } from '../../ledger/ledger.js';
import { holdsAnyBalance } from '../../ledger/balance-store.js';
import { aptosUserExists } from '../../world/user-store.js';

const APTOS_COIN = '0x1::aptos_coin::AptosCoin';

/** `0x0001::m::f` → `0x1::m::f`. */
function normalize(name: string): string {
  const [address, ...rest] = name.trim().split('::');
  return [
    /^0x[0-9a-fA-F]+$/.test(address ?? '') ? `0x${BigInt(address).toString(16)}` : address,
    ...rest,
  ].join('::');
}

const invalid = (details: string) =>
  new PlatformError('VALIDATION_ERROR', { message: fmt.validationFailed([details]) });

/** Aptos view functions of the local platform: `0x1::coin::balance<T>(owner)` and `0x1::account::exists_at(addr)`. */
export function aptosRead(ctx: PlatformContext, network: ClientNetworkRow, data: AptosReadData): string[] {
  const fn = normalize(data.function);
  const [owner] = data.functionArguments;
  if (typeof owner !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(owner))
    throw invalid(`${echoInput(data.function)} takes an address argument`);
  if (fn === '0x1::coin::balance') {
    const [coinType] = data.typeArguments;
    if (data.typeArguments.length !== 1) throw invalid('0x1::coin::balance takes one type argument');
    const token =
      normalize(coinType) === APTOS_COIN
        ? findTokenByAddress(ctx.db, network.networkId, '')
        : (findTokenByAddress(ctx.db, network.networkId, coinType) ??
          findTokenByAddress(ctx.db, network.networkId, coinType.split('::')[0]));
    if (!token)
      throw new PlatformError('NOT_FOUND', {
        details: `Coin type ${echoInput(coinType)} is not on the local platform (${network.caipId})`,
      });
    return [balanceOf(ctx, token.tokenId, owner).toString()];
  }
  if (fn === '0x1::account::exists_at') {
    const key = owner.toLowerCase();
    const known = aptosUserExists(ctx.db, key) || holdsAnyBalance(ctx.db, key);
    return [known ? 'true' : 'false'];
  }
  throw new PlatformError('NOT_FOUND', {
    details: `Function ${echoInput(data.function)} is not on the local platform`,
  });
}
