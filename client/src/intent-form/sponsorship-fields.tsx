import { Alert, TextField } from '@mui/material';
import { FaucetButton } from './faucet-button.js';
import { isFeePayer } from './field-rules.js';
import type { FieldProps } from './use-intent-form.js';

/** Whether the form may be sent as far as the fee payer goes: none needed, or a 0x address (EVM or Aptos). */
export const feePayerReady = (sponsored: boolean, feePayer: string) => !sponsored || isFeePayer(feePayer);

/**
 * Sponsorship notice and fee payer (only on sponsored chains), or the faucet notice. The fee payer is the sponsor
 * wallet that pays the gas instead of the user (NetworkFields prefills the client's SWA, the configured sponsor).
 */
export function SponsorshipFields({
  caip2Id,
  sponsored,
  feePayer,
}: {
  /** The selected network, '' when none. */
  caip2Id: string;
  sponsored: boolean;
  /** The fee payer's field of the form. */
  feePayer: FieldProps;
}) {
  if (!caip2Id) return null;
  if (!sponsored)
    return (
      <Alert severity="info" data-testid="no-sponsorship-notice" action={<FaucetButton caip2Id={caip2Id} />}>
        Gas is not sponsored on this network: the wallet must hold the network&apos;s native token to pay
        fees. Use a faucet to get test tokens.
      </Alert>
    );
  const ready = feePayerReady(true, feePayer.value);
  return (
    <>
      <Alert severity="success" data-testid="sponsorship-notice">
        Gas is sponsored on this network: a sponsor wallet pays the fees, not the user. The fee payer is
        prefilled with this client&apos;s SWA, the sponsor configured for the demo.
      </Alert>
      <TextField
        label="Fee payer address"
        placeholder="0x…"
        required
        {...feePayer}
        error={feePayer.error || (!!feePayer.value && !ready)}
        helperText={
          feePayer.error
            ? feePayer.helperText
            : ready
              ? 'The sponsor wallet that pays the gas (the client SWA by default).'
              : 'Enter the sponsor wallet’s 0x address (the client SWA from the configuration).'
        }
      />
    </>
  );
}
