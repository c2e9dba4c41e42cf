import { Account, Address, hexToBytes } from '@ethereumjs/util';
import { encodeFunctionData, type Hex } from 'viem';
import { SEED_COLLECTIONS } from '../world/seed-collections.js';
import type { Db } from '../db/open-database.js';
import { SEED_TOKENS } from '../world/seed-tokens.js';
import {
  satchelCollection1155Abi,
  satchelCollection1155DeployedBytecode,
} from './artifacts/satchel-collection-1155.js';
import {
  satchelCollection721Abi,
  satchelCollection721DeployedBytecode,
} from './artifacts/satchel-collection-721.js';
import { multicall3DeployedBytecode } from './artifacts/multicall-3.js';
import { maxNftId } from '../ledger/nft-store.js';
import { placeMinter } from './place-minter.js';
import { legacyWelcomedWallets } from '../world/used-values-store.js';
import { satchelTokenAbi, satchelTokenDeployedBytecode } from './artifacts/satchel-token.js';
import type { EvmChain } from './evm-chain.js';
import type { MinedTx } from './mined-transaction.js';
import { saveEvmState } from './evm-state-store.js';
import {
  FAUCET_PREFUND,
  PLATFORM_EXECUTOR,
  PLATFORM_MINTER,
  PLATFORM_PAYMASTER,
} from './platform-accounts.js';

const at = (address: string) => new Address(hexToBytes(address as Hex));

/** Multicall3's address on every EVM chain (what viem's chain definitions and ethers' tools call). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/**
 * Allocations every chain has from its genesis: the platform's prefunded accounts (paymaster, executor) and
 * Multicall3's runtime code. A chain seeded before one of them existed gets it placed on open, in the same way.
 */
async function placeAllocations(chain: EvmChain): Promise<void> {
  for (const prefunded of [PLATFORM_PAYMASTER, PLATFORM_EXECUTOR])
    if (!(await chain.state.getAccount(at(prefunded))))
      await chain.state.putAccount(at(prefunded), new Account(0n, FAUCET_PREFUND));
  if ((await chain.state.getCodeSize(at(MULTICALL3_ADDRESS))) === 0)
    await chain.state.putCode(at(MULTICALL3_ADDRESS), hexToBytes(multicall3DeployedBytecode));
}

/**
 * The minter as the faucet (SatchelMinter, claimed by the users' wallets: place-minter.ts), placed once the seeded
 * contracts are initialized: an account with code can no longer send the initialize transactions (EIP-3607). On a
 * database whose earlier minter handed out welcome NFTs, the new one continues their ids and knows who had them.
 */
async function placeFaucetMinter(db: Db, chain: EvmChain): Promise<void> {
  const { erc721 } = SEED_COLLECTIONS;
  await placeMinter(chain.state, chain.caipId, () => ({
    lastWelcomeId: maxNftId(db, erc721.caipId.toLowerCase(), erc721.collectionAddress.toLowerCase()),
    welcomed: legacyWelcomedWallets(db),
  }));
}

/** Places what an already seeded chain misses, in one database transaction. */
async function placeMissing(db: Db, chain: EvmChain): Promise<void> {
  const missing = chain.state.beginLayer();
  await placeAllocations(chain);
  await placeFaucetMinter(db, chain);
  db.transaction(() => {
    saveEvmState(db, chain.chainId, missing);
    chain.state.commitLayer(missing);
  })();
}

/** The seeded contracts of a chain: runtime code placed at each address, then the call that initializes it. */
function seededContracts(caipId: string): { address: string; code: Hex; init: Hex }[] {
  const contracts = SEED_TOKENS.filter((t) => t.caipId === caipId && t.address !== '').map((t) => ({
    address: t.address,
    code: satchelTokenDeployedBytecode,
    init: encodeFunctionData({
      abi: satchelTokenAbi,
      functionName: 'initialize',
      args: [t.name, t.symbol, t.decimals, PLATFORM_MINTER],
    }),
  }));
  const { erc721, erc1155 } = SEED_COLLECTIONS;
  if (erc721.caipId === caipId)
    contracts.push({
      address: erc721.collectionAddress,
      code: satchelCollection721DeployedBytecode,
      init: encodeFunctionData({
        abi: satchelCollection721Abi,
        functionName: 'initialize',
        args: [erc721.name, erc721.symbol, erc721.uri, PLATFORM_MINTER],
      }),
    });
  if (erc1155.caipId === caipId)
    contracts.push({
      address: erc1155.collectionAddress,
      code: satchelCollection1155DeployedBytecode,
      init: encodeFunctionData({
        abi: satchelCollection1155Abi,
        functionName: 'initialize',
        args: [erc1155.uri, PLATFORM_MINTER],
      }),
    });
  return contracts;
}

/**
 * Seeds a chain that has no blocks yet (first start, after `/dev/reset`): the genesis allocations (placeAllocations),
 * the contracts' runtime code at their seeded addresses (placed, as a genesis allocation is), then one initialize
 * transaction each from the minter (gas paid by the paymaster), all committed in one database transaction; then the
 * minter as the faucet (placeFaucetMinter). Idempotent: a chain with blocks only gets what it misses.
 */
export async function seedChainIfEmpty(db: Db, chain: EvmChain, nowSec: number): Promise<void> {
  if (chain.committedBlockNumber === 0n) await seedContracts(db, chain, nowSec);
  await placeMissing(db, chain);
}

async function seedContracts(db: Db, chain: EvmChain, nowSec: number): Promise<void> {
  const genesis = chain.state.beginLayer();
  await placeAllocations(chain);
  const contracts = seededContracts(chain.caipId);
  for (const c of contracts) await chain.state.putCode(at(c.address), hexToBytes(c.code));
  const mined: MinedTx[] = [];
  try {
    for (const c of contracts) {
      const tx = await chain.send({
        from: PLATFORM_MINTER,
        to: c.address as Hex,
        data: c.init,
        value: 0n,
        intentId: null,
        feePayer: PLATFORM_PAYMASTER,
        nowSec,
      });
      if (tx.reason !== '') throw new Error(`seeding ${c.address} on ${chain.caipId}: ${tx.reason}`);
      mined.push(tx);
    }
    db.transaction(() => {
      saveEvmState(db, chain.chainId, genesis);
      chain.state.commitLayer(genesis);
      for (const tx of mined) chain.commit(db, tx);
    })();
  } catch (error) {
    chain.reload(db);
    throw error;
  }
}
