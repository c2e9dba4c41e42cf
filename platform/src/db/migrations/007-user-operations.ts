/**
 * User operations as the platform bundles them on its environment chains (docs/user-operations-flow.md), keyed by
 * userOpHash and linked to their order; what ERC-7769's `eth_getUserOperationByHash` / `eth_getUserOperationReceipt`
 * and the explorer answer. `status`: `pending` (accepted by execute, not yet bundled), `included` (its bundle
 * transaction is on chain: `success` says whether its call succeeded), `rejected` (its validation failed: no
 * transaction, `reason` the AA code and why). `chain_registrations` records the executor's registrations on chain
 * (a session key on an account, a client signer on a paymaster), so each is made once and a removal stays removed.
 */
export const sql = `
CREATE TABLE user_operations (
  user_op_hash     TEXT PRIMARY KEY,
  intent_id        TEXT NOT NULL UNIQUE,
  chain_id         INTEGER NOT NULL,
  entry_point      TEXT NOT NULL,
  sender           TEXT NOT NULL,
  nonce            TEXT NOT NULL,
  paymaster        TEXT NOT NULL,
  operation        TEXT NOT NULL,
  session_address  TEXT NOT NULL,
  session_expiry   INTEGER NOT NULL,
  client_swa       TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('pending', 'included', 'rejected')),
  transaction_hash TEXT,
  block_number     INTEGER,
  block_hash       TEXT,
  success          INTEGER,
  actual_gas_cost  TEXT,
  actual_gas_used  TEXT,
  reason           TEXT NOT NULL DEFAULT '',
  created_at       INTEGER NOT NULL
);
CREATE INDEX user_operations_by_transaction ON user_operations(transaction_hash);

CREATE TABLE chain_registrations (
  chain_id      INTEGER NOT NULL,
  contract      TEXT NOT NULL,
  registrant    TEXT NOT NULL,
  registered_at INTEGER NOT NULL,
  PRIMARY KEY (chain_id, contract, registrant)
);
`;
