import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { erc1155Abi, erc20Abi, erc721Abi } from 'viem';
import { fundUser } from '../../src/faucet/faucet.js';
import { SEED_COLLECTIONS } from '../../src/world/seed-collections.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const fragment = (
  abi: readonly { type: string; name?: string; inputs?: readonly { type: string }[] }[],
  name: string,
  arity = -1,
) => abi.find((f) => f.type === 'function' && f.name === name && (arity < 0 || f.inputs?.length === arity));

describe('POST /readContractData (§14.10)', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600 });
    session = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, session.user);
  });
  afterAll(async () => platform.close());

  const read = async (caip2Id: string, data: unknown) =>
    request(platform.url, 'POST', '/api/oc/v1/readContractData', {
      headers: { Authorization: await session.authorization() },
      body: { caip2Id, data },
    });
  const ok = async (caip2Id: string, data: unknown) => {
    const res = await read(caip2Id, data);
    expect(res.json.error).toBeUndefined();
    return res.json.data;
  };

  it('ERC-20 views from the platform state (named, indexed and positional args)', async () => {
    const base = { contractAddress: USDC };
    expect(await ok('eip155:84532', { ...base, abi: fragment(erc20Abi, 'name'), args: {} })).toEqual([
      'USD Coin',
    ]);
    expect(await ok('eip155:84532', { ...base, abi: fragment(erc20Abi, 'symbol'), args: {} })).toEqual([
      'USDC',
    ]);
    expect(await ok('eip155:84532', { ...base, abi: fragment(erc20Abi, 'decimals'), args: {} })).toEqual([
      '6',
    ]);
    expect(await ok('eip155:84532', { ...base, abi: fragment(erc20Abi, 'totalSupply'), args: {} })).toEqual([
      '1000000000',
    ]);
    expect(
      await ok('eip155:84532', {
        ...base,
        abi: fragment(erc20Abi, 'balanceOf'),
        args: { account: session.user.userSWA },
      }),
    ).toEqual(['1000000000']);
    expect(
      await ok('eip155:84532', {
        ...base,
        abi: fragment(erc20Abi, 'balanceOf'),
        args: [session.user.userSWA.toLowerCase()],
      }),
    ).toEqual(['1000000000']);
    expect(
      await ok('eip155:84532', {
        ...base,
        abi: fragment(erc20Abi, 'allowance'),
        args: { 0: session.user.userSWA, 1: USDC },
      }),
    ).toEqual(['0']);
  });

  it('ERC-721 and ERC-1155 views; outputs formatted (EIP-55 address, decimal)', async () => {
    const { erc721, erc1155 } = SEED_COLLECTIONS;
    const nft = platform.ctx.db
      .prepare('SELECT nft_id FROM nfts WHERE collection_key = ? AND owner_key = ?')
      .get(erc721.collectionAddress.toLowerCase(), session.user.userSWA.toLowerCase()) as { nft_id: string };
    const c721 = { contractAddress: erc721.collectionAddress };
    expect(
      await ok('eip155:80002', {
        ...c721,
        abi: fragment(erc721Abi, 'ownerOf'),
        args: { tokenId: nft.nft_id },
      }),
    ).toEqual([session.user.userSWA]);
    expect(
      await ok('eip155:80002', {
        ...c721,
        abi: fragment(erc721Abi, 'balanceOf'),
        args: { account: session.user.userSWA },
      }),
    ).toEqual(['1']);
    expect(await ok('eip155:80002', { ...c721, abi: fragment(erc721Abi, 'name'), args: {} })).toEqual([
      'Satchel Explorers',
    ]);
    expect(
      await ok('eip155:80002', {
        ...c721,
        abi: fragment(erc721Abi, 'tokenURI'),
        args: { tokenId: nft.nft_id },
      }),
    ).toEqual([`https://nft.satchel.dev/explorers/${nft.nft_id}.json`]);
    const c1155 = { contractAddress: erc1155.collectionAddress };
    expect(
      await ok('eip155:80002', {
        ...c1155,
        abi: fragment(erc1155Abi, 'balanceOf', 2),
        args: { account: session.user.userSWA, id: '42' },
      }),
    ).toEqual(['5']);
    expect(
      await ok('eip155:80002', { ...c1155, abi: fragment(erc1155Abi, 'uri'), args: { 0: '42' } }),
    ).toEqual(['https://nft.satchel.dev/badges/{id}.json']);
  });

  it('Aptos coin balance and account existence', async () => {
    expect(
      await ok('aptos:testnet', {
        function: '0x1::coin::balance',
        typeArguments: ['0x1::aptos_coin::AptosCoin'],
        functionArguments: [session.user.aptosAddress],
      }),
    ).toEqual(['1000000000']);
    expect(
      await ok('aptos:testnet', {
        function: '0x1::account::exists_at',
        typeArguments: [],
        functionArguments: [session.user.aptosAddress],
      }),
    ).toEqual(['true']);
    expect(
      await ok('aptos:testnet', { function: '0x1::account::exists_at', functionArguments: ['0x1234'] }),
    ).toEqual(['false']);
  });

  it('4xx: unknown contract or function, wrong family, unsupported chain, invalid payload', async () => {
    const unknown = await read('eip155:84532', {
      contractAddress: '0x1111111111111111111111111111111111111111',
      abi: fragment(erc20Abi, 'name'),
      args: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.details).toBe(
      'Contract 0x1111111111111111111111111111111111111111 is not on the local platform (eip155:84532)',
    );
    const fn = await read('eip155:84532', {
      contractAddress: USDC,
      abi: { name: 'mint', type: 'function', inputs: [], outputs: [], stateMutability: 'view' },
      args: {},
    });
    // A real contract without that function reverts (no fallback), as eth_call against any chain would.
    expect(fn.json.error).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_ERROR',
      details: 'mint(): Execution reverted: no reason',
    });
    const aptosFn = await read('aptos:testnet', {
      function: '0x1::stake::get_stake',
      functionArguments: ['0x1'],
    });
    expect(aptosFn.json.error).toMatchObject({
      code: 404,
      details: 'Function 0x1::stake::get_stake is not on the local platform',
    });
    const family = await read('aptos:testnet', {
      contractAddress: USDC,
      abi: fragment(erc20Abi, 'name'),
      args: {},
    });
    expect(family.json.error).toMatchObject({
      code: 400,
      errorCode: 'INVALID_CHAIN_TYPE',
      message: 'Invalid Chain Type',
    });
    const family2 = await read('eip155:84532', {
      function: '0x1::coin::balance',
      functionArguments: ['0x1'],
    });
    expect(family2.json.error).toMatchObject({
      code: 400,
      errorCode: 'INVALID_CHAIN_TYPE',
      message: 'Invalid chain for Aptos transaction',
      details: 'eip155:84532 is not an Aptos chain',
    });
    const chain = await read('eip155:1', {
      contractAddress: USDC,
      abi: fragment(erc20Abi, 'name'),
      args: {},
    });
    expect(chain.json.error).toMatchObject({
      code: 403,
      errorCode: 'CHAIN_NOT_SUPPORTED',
      details: 'eip155:1 is not supported for this client',
    });
    const bad = await read('eip155:84532', {
      contractAddress: 'nope',
      abi: fragment(erc20Abi, 'name'),
      args: {},
    });
    expect(bad.json.error).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'Validation failed: Invalid contract address',
    });
    const args = await read('eip155:84532', {
      contractAddress: USDC,
      abi: fragment(erc20Abi, 'balanceOf'),
      args: { account: 'bob' },
    });
    expect(args.json.error).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'Validation failed: arguments do not match balanceOf(address)',
    });
  });
});
