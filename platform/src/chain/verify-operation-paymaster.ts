import { LIFETIMES } from '@satchel/shared';
import { decodeAbiParameters, encodePacked, keccak256, type Hex } from 'viem';
import type { PlatformContext } from '../context.js';
import { recoverRaw32Signer } from '../crypto/recover-signer.js';
import { ApiError } from '../http/api-error.js';
import { verifyRaw32 } from './verify-signature.js';

const PAYMASTER_DATA = /^0x[0-9a-fA-F]{512}$/;
const ABI = [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }] as const;

/** Public keys registered for the client's signers (lowercase address → key), where the client registered one. */
function signerKeys(ctx: PlatformContext, clientId: string): Map<string, string> {
  const rows = ctx.db.prepare('SELECT signer, public_key FROM client_signers WHERE client_id = ?').all(clientId) as { signer: string; public_key: string | null }[];
  return new Map(rows.filter((r) => r.public_key).map((r) => [r.signer.toLowerCase(), r.public_key as string]));
}

/**
 * §9.4 for an operation (same rules as crypto/verify-paymaster-data): 256 bytes, address = clientSWA, signature over
 * `encodePacked(nonce32, clientSWA, validUntil, validAfter)` by a client signer, window at `nowSec`. Signers with a
 * registered public key are checked by verification against that key, the others by recovery.
 */
export function verifyOperationPaymaster(
  ctx: PlatformContext,
  input: { paymasterData: string; nonce32: Hex; clientId: string; clientSWA: string; clientSigners: readonly string[]; nowSec: number },
): void {
  const invalid = (details: string) => new ApiError('INVALID_PAYMASTER_DATA', { details });
  if (!PAYMASTER_DATA.test(input.paymasterData)) throw invalid('paymasterData must be 256 bytes');
  let decoded: readonly [Hex, number, number, Hex];
  try {
    decoded = decodeAbiParameters(ABI, input.paymasterData as Hex) as readonly [Hex, number, number, Hex];
  } catch {
    throw invalid('paymasterData is not decodable');
  }
  const [address, validUntil, validAfter, signature] = decoded;
  if (signature.length !== 132) throw invalid('signature must be 65 bytes');
  if (address.toLowerCase() !== input.clientSWA.toLowerCase()) throw invalid('address is not the clientSWA');
  const hash = keccak256(encodePacked(['bytes32', 'address', 'uint48', 'uint48'], [input.nonce32, address, validUntil, validAfter]));
  const keys = signerKeys(ctx, input.clientId);
  const signers = input.clientSigners.map((s) => s.toLowerCase());
  const verified = signers.some((s) => keys.has(s) && verifyRaw32(hash, signature, keys.get(s)!));
  if (!verified) {
    const recovered = signers.some((s) => !keys.has(s)) ? recoverRaw32Signer(hash, signature) : undefined;
    if (!recovered || !signers.includes(recovered)) throw invalid('signature does not recover to the client signer');
  }
  const skew = LIFETIMES.clockSkewSeconds;
  if (validAfter > input.nowSec + skew || input.nowSec >= validUntil || validUntil - input.nowSec > LIFETIMES.paymasterValiditySeconds + skew)
    throw new ApiError('PAYMASTER_DATA_EXPIRED', { details: `validAfter ${validAfter}, validUntil ${validUntil}` });
}
