/**
 * The in-process Solana runtime's committed state: every account a transaction changed, as the runtime
 * left it (loaded back into a fresh LiteSVM at start), the transactions with their outcome, and each network's slot.
 * `token_mint`/`token_owner` repeat an SPL token account's mint and owner so token accounts are found by owner.
 */
export const sql = `
CREATE TABLE solana_accounts (
  caip_key    TEXT NOT NULL,
  pubkey      TEXT NOT NULL,
  lamports    TEXT NOT NULL,
  owner       TEXT NOT NULL,
  executable  INTEGER NOT NULL,
  data        BLOB NOT NULL,
  rent_epoch  TEXT NOT NULL,
  token_mint  TEXT,
  token_owner TEXT,
  PRIMARY KEY (caip_key, pubkey)
);
CREATE INDEX solana_token_accounts ON solana_accounts(caip_key, token_owner, token_mint);

CREATE TABLE solana_transactions (
  caip_key        TEXT NOT NULL,
  signature       TEXT NOT NULL,
  slot            INTEGER NOT NULL,
  block_time      INTEGER NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('success', 'failed')),
  error           TEXT,
  logs            TEXT NOT NULL,
  signatures      TEXT NOT NULL,
  message         BLOB NOT NULL,
  account_keys    TEXT NOT NULL,
  pre_balances    TEXT NOT NULL,
  post_balances   TEXT NOT NULL,
  pre_token_balances  TEXT NOT NULL,
  post_token_balances TEXT NOT NULL,
  instructions    TEXT NOT NULL,
  fee             TEXT NOT NULL,
  compute_units   TEXT NOT NULL,
  intent_id       TEXT,
  PRIMARY KEY (caip_key, signature)
);
CREATE INDEX solana_transactions_by_signature ON solana_transactions(signature);

CREATE TABLE solana_chain_state (
  caip_key  TEXT PRIMARY KEY,
  slot      INTEGER NOT NULL,
  blockhash TEXT NOT NULL
);
`;
