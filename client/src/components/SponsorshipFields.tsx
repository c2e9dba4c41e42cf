import { Alert, TextField } from '@mui/material';

/** Sponsorship notice and fee payer (only on sponsored chains), or the faucet notice. */
export function SponsorshipFields({
  selected,
  sponsored,
  feePayer,
  onFeePayer,
}: {
  selected: boolean;
  sponsored: boolean;
  feePayer: string;
  onFeePayer: (v: string) => void;
}) {
  if (!selected) return null;
  if (!sponsored)
    return (
      <Alert severity="info" data-testid="no-sponsorship-notice">
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
