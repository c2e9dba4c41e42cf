import { Alert, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useConfig } from '../config/ConfigProvider.js';
import { FaucetButton } from './FaucetButton.js';

const ADDRESS = /^0x[0-9a-fA-F]{40}([0-9a-fA-F]{24})?$/;

/** Whether the form may be sent as far as the fee payer goes: none needed, or a 0x address (EVM or Aptos). */
export const feePayerReady = (sponsored: boolean, feePayer: string) => !sponsored || ADDRESS.test(feePayer);

/**
 * Sponsorship notice and fee payer (only on sponsored chains), or the faucet notice. The fee payer is the sponsor
 * wallet that pays the gas instead of the user: the demo prefills its client's SWA (the configured sponsor).
 */
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
  const { clientSWA } = useConfig().config;
  // A newly picked sponsored network starts with the client's SWA, which the demo knows.
  useEffect(() => {
    if (sponsored && caip2Id && clientSWA) onFeePayer(clientSWA);
    // Only when the network changes (onFeePayer is a new function every render): a typed fee payer stays.
  }, [caip2Id, sponsored, clientSWA]);
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
        Gas is sponsored on this network: a sponsor wallet pays the fees, not the user. The fee payer is
        prefilled with this client&apos;s SWA, the sponsor configured for the demo.
      </Alert>
      <TextField
        label="Fee payer address"
        value={feePayer}
        onChange={(e) => onFeePayer(e.target.value.trim())}
        placeholder="0x…"
        required
        error={!!feePayer && !feePayerReady(true, feePayer)}
        helperText={
          feePayerReady(true, feePayer)
            ? 'The sponsor wallet that pays the gas (the client SWA by default).'
            : 'Enter the sponsor wallet’s 0x address (the client SWA from the configuration).'
        }
      />
    </>
  );
}
