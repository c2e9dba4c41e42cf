import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { base58Encode } from '@satchel/shared';
import type { SolanaChainReader } from '../../solana/solana-chain-reader.js';
import { RENT_EXEMPT_EPOCH } from '../../solana/solana-constants.js';
import { parseMint, parseTokenAccount, type SolanaAccount } from '../../solana/token-account.js';
import type { AccountEncoding } from './solana-params.js';

// Solana's JSON numbers are u64; JSON.stringify cannot write a bigint, so they go out as numbers (exact up to
// 2^53 lamports, 9 million SOL; token amounts travel as strings, as Solana sends them).
const n = (value: bigint) => Number(value);

/** `{context: {slot}, value}`: how Solana wraps the answers read at a slot. */
export const withContext = (reader: SolanaChainReader, value: unknown) => ({
  context: { apiVersion: '2.2.0', slot: reader.slot() },
  value,
});

/** A token amount as Solana's `uiTokenAmount` (amount as a string, uiAmount a float, uiAmountString exact). */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = decimals > 0 ? text.slice(text.length - decimals).replace(/0+$/, '') : '';
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** jsonParsed data of an SPL Token account or mint (what explorers and wallets read), else undefined. */
function parsedData(reader: SolanaChainReader, account: SolanaAccount) {
  const holding = parseTokenAccount(account);
  if (holding) {
    const tokenAmount = uiTokenAmount(holding.amount, reader.mintDecimals(holding.mint) ?? 0);
    const info = {
      isNative: false,
      mint: holding.mint,
      owner: holding.owner,
      state: 'initialized',
      tokenAmount,
    };
    return { program: 'spl-token', parsed: { info, type: 'account' }, space: account.data.length };
  }
  const mint = parseMint(account);
  if (mint) {
    const authority = account.data[0] === 1 ? base58Encode(account.data.subarray(4, 36)) : null;
    const freeze = account.data[46] === 1 ? base58Encode(account.data.subarray(50, 82)) : null;
    const info = {
      decimals: mint.decimals,
      freezeAuthority: freeze,
      isInitialized: account.data[45] === 1,
      mintAuthority: authority,
      supply: mint.supply.toString(),
    };
    return { program: 'spl-token', parsed: { info, type: 'mint' }, space: account.data.length };
  }
  return undefined;
}

/** An account as `getAccountInfo` answers it in the encoding asked (jsonParsed falls back to base64). */
export function formatAccount(reader: SolanaChainReader, account: SolanaAccount, encoding: AccountEncoding) {
  const parsed =
    encoding === 'jsonParsed' && account.owner === TOKEN_PROGRAM_ADDRESS
      ? parsedData(reader, account)
      : undefined;
  const data =
    parsed ??
    (encoding === 'base58'
      ? [base58Encode(account.data), 'base58']
      : [Buffer.from(account.data).toString('base64'), 'base64']);
  return {
    data,
    executable: account.executable,
    lamports: n(account.lamports),
    owner: account.owner,
    rentEpoch: n(RENT_EXEMPT_EPOCH),
    space: account.data.length,
  };
}
