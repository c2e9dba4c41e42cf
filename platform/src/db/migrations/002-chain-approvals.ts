/**
 * Chain state the raw EVM transactions need beyond balances and owners: ERC-20 allowances and ERC-721 approvals
 * (operator-wide approvals are not simulated). Keys are lowercased addresses.
 */
export const sql = `
CREATE TABLE allowances (
  token_id    TEXT NOT NULL REFERENCES tokens(token_id),
  owner_key   TEXT NOT NULL,
  spender_key TEXT NOT NULL,
  amount      TEXT NOT NULL,
  PRIMARY KEY (token_id, owner_key, spender_key)
);

CREATE TABLE nft_approvals (
  caip_key       TEXT NOT NULL,
  collection_key TEXT NOT NULL,
  nft_id         TEXT NOT NULL,
  approved_key   TEXT NOT NULL,
  PRIMARY KEY (caip_key, collection_key, nft_id)
);
`;
