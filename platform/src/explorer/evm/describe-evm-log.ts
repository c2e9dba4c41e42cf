import { decodeEventLog, erc1155Abi, erc20Abi, erc721Abi, formatUnits, type Abi, type Hex } from 'viem';
import { satchelAccountAbi } from '../../evm/artifacts/satchel-account.js';
import { satchelMinterAbi } from '../../evm/artifacts/satchel-minter.js';

// The token events the seeded contracts emit, tried in this order: ERC-20 and ERC-721 share Transfer's and
// Approval's topic 0 and differ in how many topics are indexed, so a log decodes under one of them only. Then the
// users' wallets' own (SatchelAccount: ValueSent, ContractDeployed) and the faucet's (SatchelMinter: ValueForwarded).
const ABIS: readonly { standard: string; abi: Abi }[] = [
  { standard: 'ERC-20', abi: erc20Abi },
  { standard: 'ERC-721', abi: erc721Abi },
  { standard: 'ERC-1155', abi: erc1155Abi },
  { standard: 'Wallet', abi: satchelAccountAbi },
  { standard: 'Faucet', abi: satchelMinterAbi },
];

const text = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(text).join(', ')}]` : String(value);

/**
 * A token or wallet event in words, e.g. `ERC-20 Transfer(from: 0x…, to: 0x…, value: 1000000 = 1 USDC)` (the
 * amount in units when the token is known), `Wallet ValueSent(to: 0x…, value: 100)`; undefined for any other log.
 */
export function describeEvmLog(
  log: { topics: Hex[]; data: Hex },
  token?: { symbol: string; decimals: number },
): string | undefined {
  if (log.topics.length === 0) return undefined;
  for (const { standard, abi } of ABIS) {
    let decoded: { eventName: string; args: Record<string, unknown> };
    try {
      decoded = decodeEventLog({
        abi,
        topics: log.topics as [Hex, ...Hex[]],
        data: log.data,
        strict: true,
      }) as unknown as typeof decoded;
    } catch {
      continue;
    }
    const args = Object.entries(decoded.args).map(([name, value]) => {
      const units =
        standard === 'ERC-20' && token && typeof value === 'bigint'
          ? ` = ${formatUnits(value, token.decimals)} ${token.symbol}`
          : '';
      return `${name}: ${text(value)}${units}`;
    });
    return `${standard} ${decoded.eventName}(${args.join(', ')})`;
  }
  return undefined;
}
