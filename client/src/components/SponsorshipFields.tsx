import { Alert, TextField } from '@mui/material';
import { FaucetButton } from './FaucetButton.js';

/** Sponsorship notice and fee payer (only on sponsored chains), or the faucet notice. */
export function SponsorshipFields({
  caip2Id,
  sponsored,
  feePayer,
  onFeePayer,
}: {
  /** The selected network, '' when none. */
  caip2Id: string;
  sponsored: boolean;
  feePayer: string;
  onFeePayer: (v: string) => void;
}) {
  if (!caip2Id) return null;
  if (!sponsored)
    return (
      <Alert severity="info" data-testid="no-sponsorship-notice" action={<FaucetButton caip2Id={caip2Id} />}>
        Gas is not sponsored on this network: the wallet must hold the network&apos;s native token to pay
        fees. Use a faucet to get test tokens.
      </Alert>
    );
  return (
    <>
      <Alert severity="success" data-testid="sponsorship-notice">
        Gas is sponsored on this network. Enter the address that pays the fees.
      </Alert>
      <TextField
        label="Fee payer address"
        value={feePayer}
        onChange={(e) => onFeePayer(e.target.value.trim())}
        placeholder="0x…"
        required
      />
    </>
  );
}
