import { getTransferSolInstruction } from '@solana-program/system';
import { AccountRole, address, createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { SettlementFailure } from '../chains/settlement-failure.js';
import type { SolanaChain } from './solana-chain.js';
import { PLATFORM_SOLANA_ACCOUNT } from './solana-constants.js';
import type { SolanaInstructionRecord } from './solana-transaction-store.js';
import { splTransferInstructions } from './spl-transfer-instructions.js';
import { parseMint } from './token-account.js';

const U64_MAX = 2n ** 64n - 1n;

function toAddress(value: unknown, what: string): Address {
  try {
    return address(String(value));
  } catch {
    throw new SettlementFailure(`Invalid ${what}: ${String(value)} is not a base58 public key of 32 bytes`);
  }
}

function toAmount(value: unknown): bigint {
  const text = String(value);
  if (!/^[0-9]+$/.test(text) || BigInt(text) > U64_MAX)
    throw new SettlementFailure(`Invalid amount: ${text} is not a whole number of the smallest unit (u64)`);
  return BigInt(text);
}

/**
 * TOKEN_TRANSFER: SOL by a System transfer, an SPL token from the user's ATA to the recipient's (created when
 * missing, its rent paid by `payer`, the transaction's fee payer).
 */
export function tokenTransferInstructions(
  chain: SolanaChain,
  payload: Record<string, unknown>,
  owner: Address,
  payer?: Address,
): Instruction[] {
  const recipient = toAddress(payload.recipientWalletAddress, 'recipient');
  const amount = toAmount(payload.amount);
  const token = String(payload.tokenAddress ?? '');
  if (token === '')
    return [getTransferSolInstruction({ source: createNoopSigner(owner), destination: recipient, amount })];
  const mint = toAddress(token, 'token address');
  const decimals = parseMint(chain.getAccount(mint))?.decimals;
  if (decimals === undefined)
    throw new SettlementFailure(`Token ${mint} is not an SPL mint on ${chain.caip2Id}`);
  return splTransferInstructions({ owner, recipient, mint, amount, decimals, payer });
}

function hexBytes(data: unknown): Uint8Array {
  const text = String(data ?? '0x');
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) throw new SettlementFailure(`Invalid instruction data: ${text}`);
  return new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}

/**
 * RAW_TRANSACTION: the payload's instructions as given. Only the user may sign (the runtime checks no
 * signatures, so any other signer would be forged) and no instruction may touch the platform account (it signs
 * the faucet's and the sponsored transactions as their fee payer).
 */
export function rawInstructions(
  payload: Record<string, unknown>,
  owner: Address,
): { instructions: Instruction[]; recorded: SolanaInstructionRecord[] } {
  const tx = ((payload.transactions as unknown[]) ?? [])[0] as Record<string, unknown> | undefined;
  if (!tx || !Array.isArray(tx.instructions) || tx.instructions.length === 0)
    throw new SettlementFailure('A Solana transaction needs at least one instruction');
  if (String(tx.signer) !== owner)
    throw new SettlementFailure(`Signer ${String(tx.signer)} is not the user's Solana address ${owner}`);
  const recorded: SolanaInstructionRecord[] = [];
  const instructions = (tx.instructions as Record<string, unknown>[]).map((ix, index) => {
    const programAddress = toAddress(ix.programId, `program id of instruction ${index}`);
    if (programAddress === PLATFORM_SOLANA_ACCOUNT)
      throw new SettlementFailure(
        `Instruction ${index} may not use the platform's fee payer ${programAddress}`,
      );
    const data = hexBytes(ix.data);
    const keys = (Array.isArray(ix.keys) ? ix.keys : []) as Record<string, unknown>[];
    const accounts = keys.map((key) => {
      const pubkey = toAddress(key.pubkey, `account of instruction ${index}`);
      if (pubkey === PLATFORM_SOLANA_ACCOUNT)
        throw new SettlementFailure(`Instruction ${index} may not use the platform's fee payer ${pubkey}`);
      const isSigner = key.isSigner === true;
      const isWritable = key.isWritable === true;
      if (isSigner && pubkey !== owner)
        throw new SettlementFailure(`Instruction ${index}: only the user's address ${owner} can sign`);
      const role = isSigner
        ? isWritable
          ? AccountRole.WRITABLE_SIGNER
          : AccountRole.READONLY_SIGNER
        : isWritable
          ? AccountRole.WRITABLE
          : AccountRole.READONLY;
      return { address: pubkey, role };
    });
    recorded.push({
      programId: programAddress,
      data: `0x${Buffer.from(data).toString('hex')}`,
      keys: accounts.map((a) => ({ pubkey: a.address, isSigner: a.role >= 2, isWritable: a.role % 2 === 1 })),
    });
    return { programAddress, accounts, data } satisfies Instruction;
  });
  return { instructions, recorded };
}
