import { formatUnits } from 'viem';

/** Lamports as SOL (9 decimals), signed. */
export const lamportsToSol = (lamports: bigint) => formatUnits(lamports, 9);
