import { VALIDATION } from '@satchel/shared';
import { checkTokenTransferForm, DEMO, type TokenTransferForm } from '@satchel/shared/demo';
import {
  type FieldProblem,
  isAptosAddress,
  isEvmAddress,
  isSolanaAddress,
  SHAPES,
} from '../../components/field-rules.js';

export type TokenField = 'token' | 'amount' | 'recipient';

const RECIPIENT_SHAPE: Record<string, { test: (v: string) => boolean; shape: string }> = {
  EVM: { test: isEvmAddress, shape: SHAPES.evmAddress },
  SOLANA: { test: isSolanaAddress, shape: SHAPES.solanaAddress },
  APTOS: { test: isAptosAddress, shape: SHAPES.aptosAddress },
};

/**
 * The token form's first problem: the spec's checks in its order (a form-wide one, the fee payer, has no field
 * here: `field` is undefined), each with what to enter, then the recipient's shape on the picked chain type and
 * that it is not `user` (the user's own address there, '' until known), so these are named under their field rather
 * than in the SDK's or the BFF's words.
 */
export function tokenFormProblem(
  form: TokenTransferForm,
  user = '',
): FieldProblem<TokenField> | { field: undefined; message: string } | undefined {
  const invalid = checkTokenTransferForm(form);
  const recipient = RECIPIENT_SHAPE[form.chainType] ?? RECIPIENT_SHAPE.EVM;
  const recipientProblem = {
    field: 'recipient' as const,
    message: `${DEMO.enterValidRecipient}: ${recipient.shape}`,
  };
  if (invalid === DEMO.selectValidToken)
    return { field: 'token', message: `${invalid}: pick one from the list` };
  if (invalid === DEMO.enterValidAmount)
    return { field: 'amount', message: `${invalid}: a whole number of the smallest unit, above 0` };
  if (invalid === DEMO.enterValidRecipient) return recipientProblem;
  if (invalid) return { field: undefined, message: invalid };
  const to = form.recipient.trim();
  if (!recipient.test(to)) return recipientProblem;
  // Base58 is case-sensitive, hex addresses are not.
  if (user && (form.chainType === 'SOLANA' ? to === user : to.toLowerCase() === user.toLowerCase()))
    return { field: 'recipient', message: `${VALIDATION.recipientIsUser}: enter someone else’s address` };
  return undefined;
}
