import { createECDH } from 'node:crypto';

/** A well-formed session the platform has never seen: a fresh secp256k1 pair and an arbitrary userSWA. */
export function forgedSession(userSWA = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F') {
  const ecdh = createECDH('secp256k1');
  ecdh.generateKeys();
  return {
    sessionPrivKey: `0x${ecdh.getPrivateKey('hex').padStart(64, '0')}`,
    sessionPubKey: `0x${ecdh.getPublicKey('hex', 'uncompressed')}`,
    userSWA,
  };
}
