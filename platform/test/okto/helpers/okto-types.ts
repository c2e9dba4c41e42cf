import { expect } from '@jest/globals';

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';
const fields = (kind: Kind, names: string) => Object.fromEntries(names.split(' ').map((n) => [n, kind]));

/**
 * Fields of the Okto v2 client's published types (`@okto_web3/core-js-sdk@1.1.0`, dist/tokens-*.d.ts), transcribed.
 * One deliberate difference: activity `status` is the boolean docs/protocol.md §14.5 specifies (the type says string).
 */
export const OKTO_TYPES = {
  Wallet: fields('string', 'caipId networkName address caip2Id networkSymbol'),
  GetSupportedNetworksResponseData: {
    ...fields('string', 'caipId networkName chainId logo type networkId'),
    ...fields('boolean', 'sponsorshipEnabled gsnEnabled whitelist onrampEnabled'),
  },
  Token: {
    ...fields('string', 'address caipId symbol image name shortName id groupId caip2Id networkName'),
    ...fields('boolean', 'isPrimary isOnrampEnabled'),
  },
  UserPortfolioActivity: {
    ...fields(
      'string',
      'symbol image name shortName id groupId description quantity orderType transferType txHash caip2Id networkName networkExplorerUrl networkSymbol caipId',
    ),
    status: 'boolean',
    timestamp: 'number',
  },
  UserNFTBalance: fields(
    'string',
    'caipId networkName entityType collectionAddress collectionName nftId image quantity tokenUri description nftName explorerSmartContractUrl collectionImage',
  ),
  Order: {
    ...fields('array', 'downstreamTransactionHash transactionHash'),
    ...fields('string', 'status intentId intentType networkName caipId'),
    details: 'object',
  },
  PortfolioAggregatedData: fields(
    'string',
    'holdingsCount holdingsPriceInr holdingsPriceUsdt totalHoldingPriceInr totalHoldingPriceUsdt',
  ),
  PortfolioToken: {
    ...fields(
      'string',
      'id name symbol shortName tokenImage tokenAddress caip2Id precision networkName balance holdingsPriceUsdt holdingsPriceInr',
    ),
    isPrimary: 'boolean',
  },
} satisfies Record<string, Record<string, Kind>>;

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** Every field of `shape` is present on `value` with its kind. */
export function expectOktoShape(value: unknown, shape: Record<string, Kind>): void {
  const record = value as Record<string, unknown>;
  const actual = Object.fromEntries(Object.keys(shape).map((name) => [name, kindOf(record[name])]));
  expect(actual).toEqual(shape);
}
