import { LIFETIMES } from '@satchel/shared';
import { decodeAbiParameters, encodePacked, keccak256, type Hex } from 'viem';
import { PlatformError } from '../errors/platform-error.js';
import { recoverRaw32Signer } from './recover-signer.js';

const PAYMASTER_DATA = /^0x[0-9a-fA-F]{512}$/;

/**
 * docs/protocol.md §9.4: `abi.encode(address, uint48 validUntil, uint48 validAfter, bytes sig)`, exactly 256 bytes, the
 * address is the client's SWA, the signature over `encodePacked(nonce32, clientSWA, validUntil, validAfter)`
 * recovers to a client signer, and the validity window holds at `nowSec`.
 */
export function verifyPaymasterData(input: {
  paymasterData: string;
  nonce32: Hex;
  clientSWA: string;
  clientSigners: readonly string[];
  nowSec: number;
}): void {
  const invalid = (details: string) => new PlatformError('INVALID_PAYMASTER_DATA', { details });
  if (!PAYMASTER_DATA.test(input.paymasterData)) throw invalid('paymasterData must be 256 bytes');
  let decoded: readonly [Hex, number, number, Hex];
  try {
    decoded = decodeAbiParameters(
      [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }],
      input.paymasterData as Hex,
    ) as readonly [Hex, number, number, Hex];
  } catch {
    throw invalid('paymasterData is not decodable');
  }
  const [address, validUntil, validAfter, signature] = decoded;
  if (signature.length !== 132) throw invalid('signature must be 65 bytes');
  if (address.toLowerCase() !== input.clientSWA.toLowerCase()) throw invalid('address is not the clientSWA');
  const packed = encodePacked(
    ['bytes32', 'address', 'uint48', 'uint48'],
    [input.nonce32, address, validUntil, validAfter],
  );
  const signer = recoverRaw32Signer(keccak256(packed), signature);
  if (!signer || !input.clientSigners.some((s) => s.toLowerCase() === signer))
    throw invalid('signature does not recover to the client signer');
  checkPaymasterWindow(validAfter, validUntil, input.nowSec);
}

/**
 * The paymaster's validity window (docs/protocol.md §9.4) at `nowSec`: started (clock skew allowed), not over, and
 * no longer than the paymaster lifetime; else PAYMASTER_DATA_EXPIRED.
 */
export function checkPaymasterWindow(validAfter: number, validUntil: number, nowSec: number): void {
  const skew = LIFETIMES.clockSkewSeconds;
  if (
    validAfter > nowSec + skew ||
    nowSec >= validUntil ||
    validUntil - nowSec > LIFETIMES.paymasterValiditySeconds + skew
  )
    throw new PlatformError('PAYMASTER_DATA_EXPIRED', {
      details: `validAfter ${validAfter}, validUntil ${validUntil}`,
    });
}
