import { MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { chainTypeOf } from '@satchel/shared';
import type { Chain } from '../backend/types.js';
import type { FieldErrorProps } from './use-intent-form.js';

/** Networks of one chain type: "name (chain id)"; disabled while the list loads. */
export function NetworkSelect({
  chains,
  chainType,
  value,
  onChange,
  loading,
  fieldProps,
}: {
  chains: Chain[] | undefined;
  chainType?: string;
  value: string;
  onChange: (chain: Chain | undefined) => void;
  loading?: boolean;
  /** The form's error for the network, if any. */
  fieldProps?: FieldErrorProps;
}) {
  const list = (chains ?? []).filter((c) => !chainType || chainTypeOf(c.caipId) === chainType);
  return (
    <TextField
      select
      label="Network"
      value={list.some((c) => c.caipId === value) ? value : ''}
      onChange={(e) => onChange(list.find((c) => c.caipId === e.target.value))}
      disabled={loading || !chains}
      inputRef={fieldProps?.inputRef}
      error={fieldProps?.error}
      helperText={
        fieldProps?.helperText ??
        (loading
          ? 'Loading networks…'
          : list.length === 0
            ? 'No networks of this type are whitelisted for this client'
            : undefined)
      }
      slotProps={{ htmlInput: { 'data-testid': 'network-select' } }}
    >
      {list.map((chain) => (
        <MenuItem key={chain.caipId} value={chain.caipId}>
          {chain.networkName} ({chain.chainId})
        </MenuItem>
      ))}
    </TextField>
  );
}

/** EVM / APTOS / SOLANA (or a subset). */
export function ChainTypeToggle({
  types,
  value,
  onChange,
}: {
  types: readonly string[];
  value: string;
  onChange: (type: string) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, v: string | null) => v && onChange(v)}
      color="primary"
    >
      {types.map((type) => (
        <ToggleButton key={type} value={type} sx={{ px: 2.5 }}>
          {type}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
