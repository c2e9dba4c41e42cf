import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { base58Encode } from '@satchel/shared';

/** An account as the runtime holds it (and as `solana_accounts` stores it). */
export interface SolanaAccount {
  pubkey: string;
  lamports: bigint;
  /** The program that owns it. */
  owner: string;
  executable: boolean;
  data: Uint8Array;
}

export interface TokenHolding {
  mint: string;
  /** The wallet the token account belongs to. */
  owner: string;
  amount: bigint;
}

const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;

const u64le = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset + at, 8).getBigUint64(0, true);

/** An SPL Token account's mint, owner and amount (layout: mint 32, owner 32, amount u64 LE, …). */
export function parseTokenAccount(account: SolanaAccount | undefined): TokenHolding | undefined {
  if (!account || account.owner !== TOKEN_PROGRAM_ADDRESS || account.data.length !== TOKEN_ACCOUNT_SIZE)
    return undefined;
  return {
    mint: base58Encode(account.data.subarray(0, 32)),
    owner: base58Encode(account.data.subarray(32, 64)),
    amount: u64le(account.data, 64),
  };
}

/** An SPL mint's decimals and supply (layout: authority option 36, supply u64 LE, decimals u8, …). */
export function parseMint(
  account: SolanaAccount | undefined,
): { decimals: number; supply: bigint } | undefined {
  if (!account || account.owner !== TOKEN_PROGRAM_ADDRESS || account.data.length !== MINT_SIZE)
    return undefined;
  return { supply: u64le(account.data, 36), decimals: account.data[44] };
}
