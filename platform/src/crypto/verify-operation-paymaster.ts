import { decodeAbiParameters, encodePacked, keccak256, type Hex } from 'viem';
import { listSignerKeys } from '../world/client-store.js';
import type { PlatformContext } from '../context.js';
import { recoverRaw32Signer } from './recover-signer.js';
import { PlatformError } from '../errors/platform-error.js';
import { checkPaymasterWindow } from './verify-paymaster-data.js';
import { verifyRaw32Async } from './verify-signature.js';

const PAYMASTER_DATA = /^0x[0-9a-fA-F]{512}$/;
const ABI = [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }] as const;
const invalid = (details: string) => new PlatformError('INVALID_PAYMASTER_DATA', { details });

export interface PaymasterInput {
  paymasterData: string;
  nonce32: Hex;
  clientId: string;
  clientSWA: string;
  clientSigners: readonly string[];
  nowSec: number;
}

/**
 * §9.4 for an operation (same rules as crypto/verify-paymaster-data), in two parts so the signature check can run
 * beside the userOp signature check: `start` decodes (256 bytes, address = clientSWA, 65-byte signature) and starts
 * the signature check over `encodePacked(nonce32, clientSWA, validUntil, validAfter)`; the returned `finish` throws
 * INVALID_PAYMASTER_DATA or PAYMASTER_DATA_EXPIRED in that order. Signers with a registered public key are verified
 * against it, the others recovered.
 */
export function startPaymasterCheck(ctx: PlatformContext, input: PaymasterInput): () => Promise<void> {
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
  const hash = keccak256(
    encodePacked(
      ['bytes32', 'address', 'uint48', 'uint48'],
      [input.nonce32, address, validUntil, validAfter],
    ),
  );
  const keys = listSignerKeys(ctx.db, input.clientId);
  const signers = input.clientSigners.map((s) => s.toLowerCase());
  const verified = Promise.all(
    signers.filter((s) => keys.has(s)).map((s) => verifyRaw32Async(hash, signature, keys.get(s)!)),
  );
  return async () => {
    if (!(await verified).some(Boolean)) {
      const recovered = signers.some((s) => !keys.has(s)) ? recoverRaw32Signer(hash, signature) : undefined;
      if (!recovered || !signers.includes(recovered))
        throw invalid('signature does not recover to the client signer');
    }
    checkPaymasterWindow(validAfter, validUntil, input.nowSec);
  };
}
