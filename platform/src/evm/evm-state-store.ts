import { Account, bytesToHex, hexToBytes, KECCAK256_NULL } from '@ethereumjs/util';
import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';
import { emptyLayer, type StateLayer } from './layered-state.js';

const hex = (n: bigint) => `0x${n.toString(16)}`;

/** The committed state of one chain, read from the database at start (and after a failed commit). */
export function loadEvmState(db: Db, chainId: number): StateLayer {
  const layer = emptyLayer();
  const accounts = prepared(
    db,
    'SELECT address, nonce, balance, code_hash FROM evm_accounts WHERE chain_id = ?',
  ).all(chainId) as { address: string; nonce: string; balance: string; code_hash: string }[];
  const codeOf = prepared(db, 'SELECT code FROM evm_code WHERE code_hash = ?');
  const nullHash = bytesToHex(KECCAK256_NULL);
  // One copy per code hash: every user's wallet holds the same code.
  const codes = new Map<string, Uint8Array | undefined>();
  for (const a of accounts) {
    const account = new Account(BigInt(a.nonce), BigInt(a.balance));
    account.codeHash = hexToBytes(a.code_hash as `0x${string}`);
    layer.accounts.set(a.address, account);
    if (a.code_hash !== nullHash) {
      if (!codes.has(a.code_hash)) {
        const row = codeOf.get(a.code_hash) as { code: Buffer } | undefined;
        codes.set(a.code_hash, row && new Uint8Array(row.code));
      }
      const code = codes.get(a.code_hash);
      if (code) layer.code.set(a.address, code);
    }
  }
  const slots = prepared(db, 'SELECT address, slot, value FROM evm_storage WHERE chain_id = ?').all(
    chainId,
  ) as {
    address: string;
    slot: string;
    value: string;
  }[];
  for (const s of slots) layer.storage.set(`${s.address}_${s.slot}`, hexToBytes(s.value as `0x${string}`));
  return layer;
}

/** Writes the final values of every touched account, code and slot; runs inside the caller's transaction. */
export function saveEvmState(db: Db, chainId: number, diff: StateLayer): void {
  const delAccount = prepared(db, 'DELETE FROM evm_accounts WHERE chain_id = ? AND address = ?');
  const putAccount = prepared(
    db,
    `INSERT INTO evm_accounts (chain_id, address, nonce, balance, code_hash) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (chain_id, address) DO UPDATE SET nonce = excluded.nonce, balance = excluded.balance,
       code_hash = excluded.code_hash`,
  );
  const putCode = prepared(db, 'INSERT INTO evm_code (code_hash, code) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const clearSlots = prepared(db, 'DELETE FROM evm_storage WHERE chain_id = ? AND address = ?');
  const delSlot = prepared(db, 'DELETE FROM evm_storage WHERE chain_id = ? AND address = ? AND slot = ?');
  const putSlot = prepared(
    db,
    `INSERT INTO evm_storage (chain_id, address, slot, value) VALUES (?, ?, ?, ?)
     ON CONFLICT (chain_id, address, slot) DO UPDATE SET value = excluded.value`,
  );
  for (const address of diff.cleared) clearSlots.run(chainId, address);
  for (const [address, account] of diff.accounts) {
    if (account === undefined) delAccount.run(chainId, address);
    else
      putAccount.run(
        chainId,
        address,
        hex(account.nonce),
        hex(account.balance),
        bytesToHex(account.codeHash),
      );
  }
  for (const [address, code] of diff.code) {
    const account = diff.accounts.get(address);
    if (account && code.length > 0) putCode.run(bytesToHex(account.codeHash), Buffer.from(code));
  }
  for (const [key, value] of diff.storage) {
    const [address, slot] = key.split('_');
    if (value.length === 0 || value.every((b) => b === 0)) delSlot.run(chainId, address, slot);
    else putSlot.run(chainId, address, slot, bytesToHex(value));
  }
}
