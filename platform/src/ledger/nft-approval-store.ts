import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `nft_approvals` table. */

/** Every approval of one NFT goes (it changed hands). */
export function deleteNftApprovals(db: Db, caipKey: string, collectionKey: string, nftId: string): void {
  prepared(db, 'DELETE FROM nft_approvals WHERE caip_key = ? AND collection_key = ? AND nft_id = ?').run(
    caipKey,
    collectionKey,
    nftId,
  );
}
