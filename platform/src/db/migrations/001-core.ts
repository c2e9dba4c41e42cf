/**
 * Schema of the local platform. Addresses and caip ids are stored lowercased in *_key columns for
 * case-insensitive lookups, beside the display form where the wire needs it (EIP-55 / as registered).
 * Amounts are decimal strings in the smallest unit (they exceed 2^53).
 */
export const sql = `
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE clients (
  client_id      TEXT PRIMARY KEY,
  client_swa     TEXT NOT NULL,
  client_swa_key TEXT NOT NULL UNIQUE,
  name           TEXT NOT NULL,
  active         INTEGER NOT NULL DEFAULT 1,
  created_at     INTEGER NOT NULL
);

CREATE TABLE client_signers (
  client_id  TEXT NOT NULL REFERENCES clients(client_id),
  signer     TEXT NOT NULL,
  public_key TEXT,
  PRIMARY KEY (client_id, signer)
);

CREATE TABLE networks (
  network_id     TEXT PRIMARY KEY,
  caip_id        TEXT NOT NULL,
  caip_key       TEXT NOT NULL UNIQUE,
  network_name   TEXT NOT NULL,
  chain_id       TEXT NOT NULL,
  type           TEXT NOT NULL CHECK (type IN ('EVM', 'APT', 'SVM')),
  symbol         TEXT NOT NULL,
  logo           TEXT NOT NULL DEFAULT '',
  explorer_tx_url      TEXT NOT NULL,
  explorer_address_url TEXT NOT NULL,
  onramp_enabled INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE client_networks (
  client_id           TEXT NOT NULL REFERENCES clients(client_id),
  network_id          TEXT NOT NULL REFERENCES networks(network_id),
  sponsorship_enabled INTEGER NOT NULL,
  gsn_enabled         INTEGER NOT NULL,
  PRIMARY KEY (client_id, network_id)
);

CREATE TABLE tokens (
  token_id     TEXT PRIMARY KEY,
  network_id   TEXT NOT NULL REFERENCES networks(network_id),
  address      TEXT NOT NULL,
  address_key  TEXT NOT NULL,
  symbol       TEXT NOT NULL,
  name         TEXT NOT NULL,
  short_name   TEXT NOT NULL,
  decimals     INTEGER NOT NULL,
  precision    INTEGER NOT NULL,
  group_id     TEXT NOT NULL,
  is_primary   INTEGER NOT NULL,
  image        TEXT NOT NULL DEFAULT '',
  price_usdt   TEXT NOT NULL,
  price_inr    TEXT NOT NULL,
  faucet_amount TEXT NOT NULL,
  UNIQUE (network_id, address_key)
);

CREATE TABLE client_tokens (
  client_id TEXT NOT NULL REFERENCES clients(client_id),
  token_id  TEXT NOT NULL REFERENCES tokens(token_id),
  PRIMARY KEY (client_id, token_id)
);

CREATE TABLE users (
  user_id           TEXT PRIMARY KEY,
  client_id         TEXT NOT NULL REFERENCES clients(client_id),
  identity_key      TEXT NOT NULL,
  user_swa          TEXT NOT NULL,
  user_swa_key      TEXT NOT NULL,
  aptos_address     TEXT NOT NULL,
  solana_address    TEXT NOT NULL,
  ecdsa_key_id      TEXT NOT NULL,
  ecdsa_private_key TEXT NOT NULL,
  ecdsa_public_key  TEXT NOT NULL,
  eddsa_key_id      TEXT NOT NULL,
  eddsa_private_key TEXT NOT NULL,
  eddsa_public_key  TEXT NOT NULL,
  email             TEXT,
  created_at        INTEGER NOT NULL,
  UNIQUE (client_id, identity_key)
);
CREATE INDEX users_by_swa ON users(user_swa_key);

CREATE TABLE sessions (
  session_pk      TEXT PRIMARY KEY,
  session_address TEXT NOT NULL,
  user_id         TEXT NOT NULL REFERENCES users(user_id),
  client_id       TEXT NOT NULL REFERENCES clients(client_id),
  env             TEXT NOT NULL,
  session_expiry  INTEGER NOT NULL,
  created_at      INTEGER NOT NULL
);

-- Single-use values: login nonces, session keys, OTP bodies, auth_token jti, signMessage ids, oauth codes.
CREATE TABLE used_values (
  scope   TEXT NOT NULL,
  value   TEXT NOT NULL,
  used_at INTEGER NOT NULL,
  PRIMARY KEY (scope, value)
);

CREATE TABLE otp_challenges (
  token       TEXT PRIMARY KEY,
  client_id   TEXT NOT NULL,
  channel     TEXT NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  contact     TEXT NOT NULL,
  code        TEXT NOT NULL,
  issued_at   INTEGER NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  state       TEXT NOT NULL CHECK (state IN ('live', 'consumed', 'dead'))
);
CREATE INDEX otp_by_contact ON otp_challenges(contact, issued_at);

CREATE TABLE otp_sends (
  contact    TEXT NOT NULL,
  sent_at_ms INTEGER NOT NULL
);
CREATE INDEX otp_sends_by_contact ON otp_sends(contact, sent_at_ms);

CREATE TABLE oauth_codes (
  code           TEXT PRIMARY KEY,
  provider       TEXT NOT NULL,
  client_id      TEXT NOT NULL,
  redirect_uri   TEXT NOT NULL,
  code_challenge TEXT,
  challenge_method TEXT,
  identity       TEXT NOT NULL,
  expires_at     INTEGER NOT NULL,
  used           INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE oauth_access_tokens (
  token      TEXT PRIMARY KEY,
  provider   TEXT NOT NULL,
  identity   TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Chain state. owner_key is a lowercased address (EVM userSWA, Aptos or Solana address, or any recipient).
CREATE TABLE balances (
  owner_key TEXT NOT NULL,
  token_id  TEXT NOT NULL REFERENCES tokens(token_id),
  amount    TEXT NOT NULL,
  PRIMARY KEY (owner_key, token_id)
);

CREATE TABLE collections (
  caip_key           TEXT NOT NULL,
  collection_address TEXT NOT NULL,
  collection_key     TEXT NOT NULL,
  name               TEXT NOT NULL,
  symbol             TEXT NOT NULL DEFAULT '',
  uri                TEXT NOT NULL DEFAULT '',
  description        TEXT NOT NULL DEFAULT '',
  standard           TEXT NOT NULL,
  creator_key        TEXT,
  image              TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (caip_key, collection_key)
);

CREATE TABLE nfts (
  caip_key       TEXT NOT NULL,
  collection_key TEXT NOT NULL,
  nft_id         TEXT NOT NULL,
  owner_key      TEXT NOT NULL,
  quantity       TEXT NOT NULL,
  nft_name       TEXT NOT NULL DEFAULT '',
  token_uri      TEXT NOT NULL DEFAULT '',
  description    TEXT NOT NULL DEFAULT '',
  image          TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (caip_key, collection_key, nft_id, owner_key)
);

CREATE TABLE orders (
  intent_id       TEXT PRIMARY KEY,
  user_id         TEXT NOT NULL REFERENCES users(user_id),
  client_id       TEXT NOT NULL,
  intent_type     TEXT NOT NULL,
  status          TEXT NOT NULL,
  caip_id         TEXT NOT NULL,
  details         TEXT NOT NULL,
  job_parameters  TEXT NOT NULL,
  fee_payer       TEXT NOT NULL,
  downstream_hashes TEXT NOT NULL DEFAULT '[]',
  reason          TEXT NOT NULL DEFAULT '',
  block_timestamp INTEGER,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  settle_at_ms    INTEGER NOT NULL
);
CREATE INDEX orders_by_user ON orders(user_id, created_at);
CREATE INDEX orders_unsettled ON orders(status, settle_at_ms);

CREATE TABLE activity (
  id            TEXT PRIMARY KEY,
  owner_key     TEXT NOT NULL,
  user_id       TEXT,
  token_id      TEXT NOT NULL REFERENCES tokens(token_id),
  intent_id     TEXT,
  transfer_type TEXT NOT NULL CHECK (transfer_type IN ('DEPOSIT', 'WITHDRAWAL')),
  order_type    TEXT NOT NULL,
  quantity      TEXT NOT NULL,
  tx_hash       TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX activity_by_owner ON activity(owner_key, created_at);
`;
