import { useModeHooks } from '../backend/use-mode-hooks.js';

// The pages' reads, from the mode's hooks: the SDK's read hooks in sdk mode, swr over the BFF in api mode. Each
// mode is a remount (BackendProvider keys on the config), so a component always calls the same hooks.
export const useChains = () => useModeHooks().useChains();
export const useTokens = () => useModeHooks().useTokens();
export const usePortfolio = () => useModeHooks().usePortfolio();
export const useNfts = () => useModeHooks().useNfts();
export const useAccounts = () => useModeHooks().useAccounts();
