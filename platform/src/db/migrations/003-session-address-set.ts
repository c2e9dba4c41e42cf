/** The address set a session authenticated with (crypto/address-sets.ts); sessions before it were all Satchel's. */
export const sql = `
ALTER TABLE sessions ADD COLUMN address_set TEXT NOT NULL DEFAULT 'satchel';
`;
