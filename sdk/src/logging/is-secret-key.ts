// Exact names of secret fields, lowercased without underscores: authorization, OTP codes and tokens (id, auth, refresh
// auth, device, access, refresh: provider and platform tokens), JWTs.
const SECRET_NAME = /^(authorization|otp|jwt|((refresh)?auth|id|device|access|refresh)?token)$/;

/** Whether a field holds a secret (docs/protocol.md §3.8): Authorization, `*PrivKey`, private keys, OTPs and tokens. */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase();
  return SECRET_NAME.test(k.replaceAll('_', '')) || /(privkey|privatekey|_pk)$/.test(k);
}
