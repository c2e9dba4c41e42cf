/**
 * The users' Aptos and Solana addresses indexed as they are looked up (lowercase, world/user-store.ts): the ledger
 * asks which user owns an address for every balance move a settled order indexes, and without these the lookup read
 * the whole `users` table each time (bench/RESULTS.md, issue 41's settlement rate).
 */
export const sql = `
CREATE INDEX users_by_aptos_address ON users(lower(aptos_address));
CREATE INDEX users_by_solana_address ON users(lower(solana_address));
`;
