import type { ExplorerLookup } from '../explorer-lookup.js';
import type { ExplorerField, ExplorerSection } from '../explorer-view.js';
import { SEED_NETWORKS } from '../../world/seed-networks.js';
import { lamportsToSol } from '../../solana/lamports-to-sol.js';
import { findTransaction, type SolanaTransactionRecord } from '../../solana/solana-transaction-store.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../../solana/solana-constants.js';

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

function instructionsSection(tx: SolanaTransactionRecord): ExplorerSection {
  return {
    heading: `Instructions (${tx.instructions.length})`,
    empty: 'No instructions.',
    entries: tx.instructions.map((ix, i) => [
      { label: 'Index', value: String(i) },
      { label: 'Program', value: ix.programId, mono: true },
      { label: 'Data', value: ix.data, mono: true },
      ...ix.keys.map((key, k) => ({
        label: `Account ${k}`,
        value: `${key.pubkey}${key.isSigner ? ' (signer)' : ''}${key.isWritable ? ' (writable)' : ''}`,
        mono: true,
      })),
    ]),
  };
}

function balancesSection(tx: SolanaTransactionRecord): ExplorerSection {
  const changes = tx.accountKeys
    .map((key, i) => ({ key, delta: tx.postBalances[i] - tx.preBalances[i] }))
    .filter((c) => c.delta !== 0n);
  return {
    heading: `SOL balance changes (${changes.length})`,
    empty: 'No SOL moved.',
    entries: changes.map(({ key, delta }) => [
      { label: 'Account', value: key.pubkey, mono: true },
      {
        label: 'Change',
        value: `${delta > 0n ? '+' : ''}${lamportsToSol(delta)} SOL (${delta} lamports)`,
      },
    ]),
  };
}

/** Solana signatures: the committed transactions of every Solana network the platform runs. */
export const solanaTransactionLookup: ExplorerLookup = async (ctx, _chains, hash) => {
  if (!SIGNATURE.test(hash)) return undefined;
  const tx = findTransaction(ctx.db, hash);
  if (!tx) return undefined;
  const network = SEED_NETWORKS.find((n) => n.caipId.toLowerCase() === tx.caip2Id.toLowerCase());
  const signers = tx.accountKeys.filter((k) => k.signer).map((k) => k.pubkey);
  const fields: ExplorerField[] = [
    { label: 'Network', value: network ? `${network.name} (${network.caipId})` : tx.caip2Id },
    { label: 'Signature', value: tx.signature, mono: true },
    tx.status === 'success'
      ? { label: 'Status', value: 'Success', tone: 'success' }
      : { label: 'Status', value: 'Failed', tone: 'failure' },
    ...(tx.error ? [{ label: 'Error', value: tx.error, mono: true }] : []),
    { label: 'Slot', value: String(tx.slot) },
    { label: 'Time', value: new Date(tx.blockTime * 1000).toISOString() },
    {
      label: 'Fee payer',
      value: signers[0] === PLATFORM_SOLANA_ACCOUNT ? `${signers[0]} (the platform)` : signers[0],
      mono: true,
    },
    ...signers.slice(1).map((signer) => ({ label: 'Signer', value: signer, mono: true })),
    { label: 'Fee', value: `${lamportsToSol(tx.fee)} SOL (${tx.fee} lamports)` },
    { label: 'Compute units', value: String(tx.computeUnits) },
    { label: 'Order (intentId)', value: tx.intentId ?? '— (the platform’s own: faucet)', mono: true },
  ];
  return {
    kind: 'Transaction',
    title: `Transaction ${tx.signature}`,
    fields,
    sections: [
      instructionsSection(tx),
      balancesSection(tx),
      {
        heading: `Logs (${tx.logs.length})`,
        empty: 'No logs.',
        entries: tx.logs.length
          ? [tx.logs.map((line, i) => ({ label: String(i), value: line, mono: true }))]
          : [],
      },
    ],
  };
};
