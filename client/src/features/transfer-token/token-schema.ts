import { VALIDATION } from '@satchel/shared';
import * as z from 'zod/mini';
import type { IntentRequest } from '../../backend/types.js';
import {
  isAptosAddress,
  isEvmAddress,
  isSolanaAddress,
  isWholeNumber,
  SHAPES,
  text,
} from '../../intent-form/field-rules.js';
import { networkRules, NO_NETWORK, type NetworkValues } from '../../intent-form/network-fields.js';
import { DEMO } from '../../lib/demo-messages.js';

/** The token select's value of a network's native token (whose address is ''). */
export const NATIVE = 'native';

export interface TokenValues extends NetworkValues {
  /** The picked token: its address, NATIVE, or '' while none is picked. */
  token: string;
  amount: string;
  recipient: string;
}

export const EMPTY_TOKEN_FORM: TokenValues = {
  chainType: 'EVM',
  ...NO_NETWORK,
  token: '',
  amount: '',
  recipient: '',
};

/** The token's address as the SDK takes it ('' for the native token). */
export const tokenAddressOf = (token: string) => (token === NATIVE ? '' : token);

const RECIPIENT_SHAPE: Record<string, { test: (v: string) => boolean; shape: string }> = {
  EVM: { test: isEvmAddress, shape: SHAPES.evmAddress },
  SOLANA: { test: isSolanaAddress, shape: SHAPES.solanaAddress },
  APTOS: { test: isAptosAddress, shape: SHAPES.aptosAddress },
};

export interface TokenContext {
  chainType: string;
  sponsored: boolean;
  /** Addresses of the tokens loaded for the network (`""` for native). */
  loadedTokens: readonly string[];
  /** The user's own address on the chain type, '' until known. */
  user: string;
}

/**
 * The token form's rules in the spec's order (§5: fee payer, token, amount, recipient), each with what to enter;
 * the recipient's shape is the picked chain type's, and it is not the user's own address (base58 is
 * case-sensitive, hex addresses are not), so these are named under their field rather than in the SDK's or the
 * BFF's words.
 */
export function tokenSchema({ chainType, sponsored, loadedTokens, user }: TokenContext) {
  const recipient = RECIPIENT_SHAPE[chainType] ?? RECIPIENT_SHAPE.EVM;
  const isUser = (to: string) =>
    !!user && (chainType === 'SOLANA' ? to === user : to.toLowerCase() === user.toLowerCase());
  return z.object({
    ...networkRules(sponsored),
    token: text([
      (token) => token !== '' && loadedTokens.includes(tokenAddressOf(token)),
      `${DEMO.selectValidToken}: pick one from the list`,
    ]),
    amount: text([
      (amount) => isWholeNumber(amount) && BigInt(amount) > 0n,
      `${DEMO.enterValidAmount}: a whole number of the smallest unit, above 0`,
    ]),
    recipient: text(
      [recipient.test, `${DEMO.enterValidRecipient}: ${recipient.shape}`],
      [(to) => !isUser(to), `${VALIDATION.recipientIsUser}: enter someone else’s address`],
    ),
  });
}

/** The intent the form describes (checked by tokenSchema first). */
export const tokenRequest = (values: TokenValues): IntentRequest => ({
  kind: 'tokenTransfer',
  input: {
    caip2Id: values.caip2Id,
    recipient: values.recipient.trim(),
    token: tokenAddressOf(values.token),
    amount: values.amount.trim(),
  },
});
