import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';
import { RENT_EXEMPT_EPOCH } from './solana-constants.js';
import { parseTokenAccount, type SolanaAccount } from './token-account.js';

interface AccountRow {
  pubkey: string;
  lamports: string;
  owner: string;
  executable: number;
  data: Buffer;
}

const COLUMNS = 'pubkey, lamports, owner, executable, data';

const toAccount = (row: AccountRow): SolanaAccount => ({
  pubkey: row.pubkey,
  lamports: BigInt(row.lamports),
  owner: row.owner,
  executable: row.executable === 1,
  data: new Uint8Array(row.data),
});

/** Writes an account as the runtime left it; an account with no lamports no longer exists and is removed. */
export function saveAccount(db: Db, caip2Id: string, account: SolanaAccount): void {
  const caip = caip2Id.toLowerCase();
  if (account.lamports === 0n) {
    prepared(db, 'DELETE FROM solana_accounts WHERE caip_key = ? AND pubkey = ?').run(caip, account.pubkey);
    return;
  }
  const token = parseTokenAccount(account);
  prepared(
    db,
    `INSERT INTO solana_accounts (caip_key, pubkey, lamports, owner, executable, data, rent_epoch, token_mint, token_owner)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (caip_key, pubkey) DO UPDATE SET lamports = excluded.lamports, owner = excluded.owner,
       executable = excluded.executable, data = excluded.data, token_mint = excluded.token_mint,
       token_owner = excluded.token_owner`,
  ).run(
    caip,
    account.pubkey,
    account.lamports.toString(),
    account.owner,
    account.executable ? 1 : 0,
    Buffer.from(account.data),
    RENT_EXEMPT_EPOCH.toString(),
    token?.mint ?? null,
    token?.owner ?? null,
  );
}

export function loadAccount(db: Db, caip2Id: string, pubkey: string): SolanaAccount | undefined {
  const row = prepared(db, `SELECT ${COLUMNS} FROM solana_accounts WHERE caip_key = ? AND pubkey = ?`).get(
    caip2Id.toLowerCase(),
    pubkey,
  ) as AccountRow | undefined;
  return row && toAccount(row);
}

/** Every stored account of a network (what a fresh runtime is loaded with). */
export function loadAllAccounts(db: Db, caip2Id: string): SolanaAccount[] {
  return (
    prepared(db, `SELECT ${COLUMNS} FROM solana_accounts WHERE caip_key = ? ORDER BY pubkey`).all(
      caip2Id.toLowerCase(),
    ) as AccountRow[]
  ).map(toAccount);
}

/** The SPL token accounts of a wallet, optionally of one mint. */
export function tokenAccountsOf(db: Db, caip2Id: string, owner: string, mint?: string): SolanaAccount[] {
  return (
    prepared(
      db,
      `SELECT ${COLUMNS} FROM solana_accounts WHERE caip_key = ? AND token_owner = ? AND (? IS NULL OR token_mint = ?)
       ORDER BY pubkey`,
    ).all(caip2Id.toLowerCase(), owner, mint ?? null, mint ?? null) as AccountRow[]
  ).map(toAccount);
}
