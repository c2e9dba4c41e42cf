import * as z from 'zod/mini';
import { Stack } from '@mui/material';
import { DEMO } from '../lib/demo-messages.js';
import { useConfig } from '../config/config-provider.js';
import type { Chain } from '../backend/types.js';
import { isFeePayer } from './field-rules.js';
import { ChainTypeToggle, NetworkSelect } from './network-select.js';
import { SponsorshipFields } from './sponsorship-fields.js';
import type { IntentForm } from './use-intent-form.js';

/** The network part of every intent form: chain type, network and who pays the gas. */
export interface NetworkValues {
  chainType: string;
  caip2Id: string;
  sponsored: boolean;
  feePayer: string;
}

export const NO_NETWORK = { caip2Id: '', sponsored: false, feePayer: '' };

/**
 * The network fields' rules, first in a form's schema: a network is picked and, where gas is sponsored, the fee
 * payer is a 0x address.
 */
export const networkRules = (sponsored: boolean) => ({
  caip2Id: z.string().check(z.minLength(1, `${DEMO.fillAllRequiredFields}: pick a network`)),
  feePayer: z.string().check(z.refine((v) => !sponsored || isFeePayer(v), DEMO.enterValidFeePayer)),
});

/**
 * Chain type (when `chainTypes` are given), network and, on a sponsored network, the fee payer, as one part of
 * `form`. A new network takes its sponsorship from the chain and prefills the client's SWA as the fee payer (the
 * sponsor the demo knows); it also applies `onNetwork`, and a new chain type `onChainType`, to the rest of the form.
 */
export function NetworkFields<V extends NetworkValues>({
  form,
  chains,
  loading,
  chainTypes,
  sponsorship = true,
  onNetwork,
  onChainType,
}: {
  form: IntentForm<V>;
  chains: Chain[] | undefined;
  loading: boolean;
  chainTypes?: readonly string[];
  sponsorship?: boolean;
  onNetwork?: Partial<V>;
  onChainType?: Partial<V>;
}) {
  const { clientSWA } = useConfig().config;
  const pick = (chain: Chain | undefined, extra?: Partial<V>) => {
    const sponsored = sponsorship && (chain?.sponsorshipEnabled ?? false);
    const network: Partial<NetworkValues> = {
      caip2Id: chain?.caipId ?? '',
      sponsored,
      feePayer: sponsored ? clientSWA : '',
    };
    form.set({ ...onNetwork, ...extra, ...(network as Partial<V>) });
  };
  const { chainType, caip2Id, sponsored } = form.values;
  return (
    <Stack spacing={2.5}>
      {chainTypes && (
        <ChainTypeToggle
          types={chainTypes}
          value={chainType}
          onChange={(type) => pick(undefined, { ...onChainType, chainType: type } as Partial<V>)}
        />
      )}
      <NetworkSelect
        chains={chains}
        chainType={chainTypes ? chainType : undefined}
        value={caip2Id}
        onChange={pick}
        loading={loading}
        fieldProps={form.errorProps('caip2Id')}
      />
      {sponsorship && (
        <SponsorshipFields
          caip2Id={caip2Id}
          sponsored={sponsored}
          feePayer={form.field('feePayer', { trim: true })}
        />
      )}
    </Stack>
  );
}
