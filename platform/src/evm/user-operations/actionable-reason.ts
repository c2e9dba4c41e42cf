import type { EntryPointCode } from './decode-entry-point-failure.js';

/**
 * What a person can do about each ERC-4337 failure of SatchelEntryPoint (docs/user-operations.md "The contracts"):
 * the sentence a FAILED order shows.
 */
const ACTIONS: Record<string, string> = {
  AA13: 'the operation carries initCode, but wallets are placed by the platform and there is no factory: build the operation again without initCode',
  AA20: 'the wallet has no code on the environment chain yet: log in again so the platform places it',
  AA21: "the wallet's deposit at the entry point does not cover the operation's maximum fee: use the environment's paymaster or fund the deposit",
  AA22: 'the session key that signed the operation has expired: log in again',
  AA23: "the wallet refused to validate the operation: log in again, and if it persists report the wallet's reason",
  AA24: "the operation's signature is not by a session key registered on the wallet: log in again",
  AA25: "the operation's nonce (its job id) has been used already or is not a UUID: build the operation again with a fresh one",
  AA26: "the operation's verificationGasLimit is too low for the wallet's check: build the operation again with the protocol's gas limits",
  AA30: "the operation's paymaster has no code on the environment chain: use the environment's paymaster",
  AA31: "the paymaster's deposit at the entry point is too low for the operation's maximum fee: the platform operator must fund the paymaster, then retry",
  AA32: "the paymaster data's validity window has passed: build the operation again",
  AA33: "the paymaster refused the operation's paymaster data (malformed, or not 256 bytes): build the operation again",
  AA34: "the paymaster data is not signed by a signer registered for the client: check the client's credentials and build the operation again",
  AA36: "the operation's paymasterVerificationGasLimit is too low: build the operation again with the protocol's gas limits",
  AA90: 'the bundle names no beneficiary: a platform fault, retry later',
  AA91: 'the entry point could not pay the bundle beneficiary: a platform fault, retry later',
  AA93: "the operation's paymasterAndData is shorter than 52 bytes: build the operation again",
  AA94: "one of the operation's gas values is too large: build the operation again with the protocol's gas limits",
  AA95: 'the bundle ran out of gas before the operation could run: retry the operation',
};

/** One sentence a person can act on for an entry point failure `code` (with the wallet's or paymaster's reason). */
export function actionableReason(code: EntryPointCode | string, innerReason?: string): string {
  const action =
    ACTIONS[code] ??
    `the entry point refused the operation (${code}): build it again, and if it persists report it`;
  return innerReason && innerReason !== 'no reason' ? `${action} (${innerReason})` : action;
}
