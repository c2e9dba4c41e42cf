import { LITESVM_VERSION } from './litesvm-version.js';
import type { SolanaChainReader } from '../../solana/solana-chain-reader.js';
import { parseTokenAccount } from '../../solana/token-account.js';
import { invalidParams, serverError } from '../json-rpc-error.js';
import { formatAccount, uiTokenAmount, withContext } from './solana-format.js';
import { accountEncoding, config, dataLength, positional, pubkey, signature } from './solana-params.js';
import { formatStatus, formatTransaction } from './solana-transaction-format.js';

export type SolanaMethod = (reader: SolanaChainReader, params: unknown[]) => unknown;

/** Blocks a blockhash stays valid for, as on Solana (one block per slot here). */
const BLOCKHASH_VALIDITY = 150;
const MAX_SIGNATURES = 256;

function tokenAccountsByOwner(reader: SolanaChainReader, params: unknown[]) {
  const owner = pubkey(params[0], 'owner');
  const filter = config(params[1], 'filter');
  const mint = filter.mint === undefined ? undefined : pubkey(filter.mint, 'mint');
  const programId = filter.programId === undefined ? undefined : pubkey(filter.programId, 'programId');
  if ((mint === undefined) === (programId === undefined))
    throw invalidParams('the filter is {"mint": <pubkey>} or {"programId": <pubkey>}');
  const encoding = accountEncoding(config(params[2]).encoding);
  const accounts = reader.tokenAccountsByOwner(owner, { mint, programId });
  return withContext(
    reader,
    accounts.map((account) => ({
      account: formatAccount(reader, account, encoding),
      pubkey: account.pubkey,
    })),
  );
}

/** Solana's read methods over a network's committed state (positional parameters, as Solana's). */
export const SOLANA_METHODS: Readonly<Record<string, SolanaMethod>> = {
  getBalance: (reader, params) =>
    withContext(reader, Number(reader.getAccount(pubkey(params[0], 'address'))?.lamports ?? 0n)),
  getAccountInfo(reader, params) {
    const account = reader.getAccount(pubkey(params[0], 'address'));
    const encoding = accountEncoding(config(params[1]).encoding);
    return withContext(reader, account ? formatAccount(reader, account, encoding) : null);
  },
  getMultipleAccounts(reader, params) {
    if (!Array.isArray(params[0]) || params[0].length > 100)
      throw invalidParams('addresses must be an array of at most 100 public keys');
    const encoding = accountEncoding(config(params[1]).encoding);
    return withContext(
      reader,
      params[0].map((value, i) => {
        const account = reader.getAccount(pubkey(value, `addresses[${i}]`));
        return account ? formatAccount(reader, account, encoding) : null;
      }),
    );
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance(reader, params) {
    const holding = parseTokenAccount(reader.getAccount(pubkey(params[0], 'account')));
    if (!holding) throw invalidParams('Invalid param: not a Token account');
    return withContext(reader, uiTokenAmount(holding.amount, reader.mintDecimals(holding.mint) ?? 0));
  },
  getSignatureStatuses(reader, params) {
    if (!Array.isArray(params[0]) || params[0].length > MAX_SIGNATURES)
      throw invalidParams(`signatures must be an array of at most ${MAX_SIGNATURES}`);
    return withContext(
      reader,
      params[0].map((value, i) => {
        const tx = reader.getTransaction(signature(value, `signatures[${i}]`));
        return tx ? formatStatus(tx) : null;
      }),
    );
  },
  getTransaction(reader, params) {
    const options = typeof params[1] === 'string' ? { encoding: params[1] } : config(params[1]);
    const encoding = options.encoding ?? 'json';
    if (encoding !== 'json' && encoding !== 'base64')
      throw invalidParams('encoding must be json or base64 (jsonParsed and base58 are not served)');
    const tx = reader.getTransaction(signature(params[0], 'signature'));
    return tx ? formatTransaction(tx, encoding) : null;
  },
  getLatestBlockhash: (reader) =>
    withContext(reader, {
      blockhash: reader.blockhash(),
      lastValidBlockHeight: reader.slot() + BLOCKHASH_VALIDITY,
    }),
  getSlot: (reader) => reader.slot(),
  getBlockHeight: (reader) => reader.slot(),
  getHealth: () => 'ok',
  getVersion: () => ({ 'feature-set': 0, 'solana-core': `litesvm-${LITESVM_VERSION}` }),
  getMinimumBalanceForRentExemption: (reader, params) =>
    Number(reader.minimumBalanceForRentExemption(dataLength(params[0], 'dataLength'))),
};

/** Methods that would send or simulate: the endpoint only reads. */
export const SOLANA_WRITES = new Set(['sendTransaction', 'simulateTransaction', 'requestAirdrop']);

export const readOnly = (method: string) =>
  serverError(
    `${method} is not supported: this JSON-RPC endpoint is read-only; send Solana transactions as intents through the Satchel SDK (tokenTransfer, solanaRawTransaction)`,
  );

export { positional };
