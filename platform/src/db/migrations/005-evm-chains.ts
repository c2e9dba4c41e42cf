/**
 * The in-process EVM networks: their state (accounts, code by hash, storage slots) and their history
 * (blocks, transactions with receipts, logs indexed for eth_getLogs), keyed by chain id. Amounts, nonces and slot
 * values are hex text (uint256 does not fit SQLite integers); block numbers are integers.
 */
export const sql = `
CREATE TABLE evm_accounts (
  chain_id  INTEGER NOT NULL,
  address   TEXT NOT NULL,
  nonce     TEXT NOT NULL,
  balance   TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  PRIMARY KEY (chain_id, address)
);

CREATE TABLE evm_code (
  code_hash TEXT PRIMARY KEY,
  code      BLOB NOT NULL
);

CREATE TABLE evm_storage (
  chain_id INTEGER NOT NULL,
  address  TEXT NOT NULL,
  slot     TEXT NOT NULL,
  value    TEXT NOT NULL,
  PRIMARY KEY (chain_id, address, slot)
);

CREATE TABLE evm_blocks (
  chain_id    INTEGER NOT NULL,
  number      INTEGER NOT NULL,
  hash        TEXT NOT NULL,
  parent_hash TEXT NOT NULL,
  timestamp   INTEGER NOT NULL,
  gas_limit   TEXT NOT NULL,
  gas_used    TEXT NOT NULL,
  base_fee    TEXT NOT NULL,
  miner       TEXT NOT NULL,
  state_root  TEXT NOT NULL,
  PRIMARY KEY (chain_id, number)
);
CREATE INDEX evm_blocks_by_hash ON evm_blocks(hash);

CREATE TABLE evm_transactions (
  hash             TEXT PRIMARY KEY,
  chain_id         INTEGER NOT NULL,
  block_number     INTEGER NOT NULL,
  block_hash       TEXT NOT NULL,
  tx_index         INTEGER NOT NULL,
  from_address     TEXT NOT NULL,
  to_address       TEXT,
  value            TEXT NOT NULL,
  input            TEXT NOT NULL,
  nonce            TEXT NOT NULL,
  gas              TEXT NOT NULL,
  gas_price        TEXT NOT NULL,
  v                TEXT NOT NULL,
  r                TEXT NOT NULL,
  s                TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('success', 'reverted')),
  gas_used         TEXT NOT NULL,
  cumulative_gas   TEXT NOT NULL,
  contract_address TEXT,
  revert_reason    TEXT,
  intent_id        TEXT
);
CREATE INDEX evm_transactions_by_block ON evm_transactions(chain_id, block_number, tx_index);

CREATE TABLE evm_logs (
  chain_id     INTEGER NOT NULL,
  block_number INTEGER NOT NULL,
  log_index    INTEGER NOT NULL,
  block_hash   TEXT NOT NULL,
  tx_hash      TEXT NOT NULL,
  tx_index     INTEGER NOT NULL,
  address      TEXT NOT NULL,
  topic0       TEXT,
  topic1       TEXT,
  topic2       TEXT,
  topic3       TEXT,
  data         TEXT NOT NULL,
  PRIMARY KEY (chain_id, block_number, log_index)
);
CREATE INDEX evm_logs_by_address ON evm_logs(chain_id, address, block_number);
CREATE INDEX evm_logs_by_topic0 ON evm_logs(chain_id, topic0, block_number);
CREATE INDEX evm_logs_by_tx ON evm_logs(tx_hash);
`;
