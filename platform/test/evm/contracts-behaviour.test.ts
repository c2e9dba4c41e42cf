// The committed artifacts work in a real EVM (@ethereumjs/vm, Cancun): deployed by their creation code or placed
// as runtime code, initialized, minted, transferred, with their events and revert reasons. Encoding and decoding
// go through viem, the independent judge of the ABI. This proves the artifacts, not the platform's runtime.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { getAddress, keccak256, toHex, type Abi, type Address, type Hex } from 'viem';
import {
  satchelCollection1155Abi,
  satchelCollection1155Bytecode,
} from '../../src/evm/artifacts/satchel-collection-1155.js';
import {
  satchelCollection721Abi,
  satchelCollection721Bytecode,
} from '../../src/evm/artifacts/satchel-collection-721.js';
import { satchelTokenAbi, satchelTokenDeployedBytecode } from '../../src/evm/artifacts/satchel-token.js';
import { probeAbi, probeBytecode } from './artifacts/probe.js';
import { createContractsVm, revertReason } from './contracts-vm.js';

const MINTER = getAddress('0x00000000000000000000000000000000000000aa');
const ALICE = getAddress('0x00000000000000000000000000000000000a11ce');
const BOB = getAddress('0x0000000000000000000000000000000000000b0b');
const USDC = getAddress('0x036CbD53842c5426634e7929541eC2318f3dCF7e'); // Base Sepolia USDC, as seeded

let chain: Awaited<ReturnType<typeof createContractsVm>>;
const deploy = (creationCode: Hex) => chain.deploy(creationCode, MINTER);
const send = (
  abi: Abi,
  address: Address,
  functionName: string,
  args: readonly unknown[] = [],
  { from = MINTER, value }: { from?: Address; value?: bigint } = {},
) => chain.send(abi, address, functionName, args, { from, value });
const read = async (abi: Abi, address: Address, functionName: string, args: readonly unknown[] = []) =>
  (await send(abi, address, functionName, args)).result;

beforeAll(async () => {
  chain = await createContractsVm();
  await chain.fund(ALICE, 10n ** 18n);
});

describe('SatchelToken placed as runtime code at a seeded address', () => {
  const token = (fn: string, args?: readonly unknown[], opts?: { from?: Address }) =>
    send(satchelTokenAbi, USDC, fn, args, opts);

  beforeAll(async () => {
    await chain.placeCode(USDC, satchelTokenDeployedBytecode);
  });

  test('initialize once, then name, symbol, decimals; a second initialize reverts', async () => {
    expect((await token('initialize', ['USD Coin', 'USDC', 6, MINTER])).reverted).toBe(false);
    expect(await read(satchelTokenAbi, USDC, 'name')).toBe('USD Coin');
    expect(await read(satchelTokenAbi, USDC, 'symbol')).toBe('USDC');
    expect(await read(satchelTokenAbi, USDC, 'decimals')).toBe(6);
    expect(revertReason(await token('initialize', ['X', 'X', 18, ALICE]))).toBe(
      'SatchelToken: already initialized',
    );
  });

  test('only the minter mints; mint emits Transfer from the zero address', async () => {
    expect(revertReason(await token('mint', [ALICE, 1n], { from: ALICE }))).toBe(
      'SatchelToken: caller is not the minter',
    );
    const minted = await token('mint', [ALICE, 1_000_000n]);
    expect(minted.events).toEqual([
      {
        address: USDC,
        eventName: 'Transfer',
        args: {
          from: getAddress('0x0000000000000000000000000000000000000000'),
          to: ALICE,
          value: 1_000_000n,
        },
      },
    ]);
    expect(await read(satchelTokenAbi, USDC, 'totalSupply')).toBe(1_000_000n);
  });

  test('transfer moves the balance; too much reverts with the ERC-20 reason', async () => {
    const sent = await token('transfer', [BOB, 250_000n], { from: ALICE });
    expect(sent.result).toBe(true);
    expect(sent.events[0]).toEqual({
      address: USDC,
      eventName: 'Transfer',
      args: { from: ALICE, to: BOB, value: 250_000n },
    });
    expect(await read(satchelTokenAbi, USDC, 'balanceOf', [ALICE])).toBe(750_000n);
    expect(await read(satchelTokenAbi, USDC, 'balanceOf', [BOB])).toBe(250_000n);
    expect(revertReason(await token('transfer', [BOB, 750_001n], { from: ALICE }))).toBe(
      'ERC20: transfer amount exceeds balance',
    );
    expect(
      revertReason(await token('transfer', [getAddress(toHex(0, { size: 20 })), 1n], { from: ALICE })),
    ).toBe('ERC20: transfer to the zero address');
  });

  test('approve and transferFrom spend the allowance; beyond it reverts', async () => {
    const approved = await token('approve', [BOB, 100n], { from: ALICE });
    expect(approved.events[0]).toMatchObject({
      eventName: 'Approval',
      args: { owner: ALICE, spender: BOB, value: 100n },
    });
    expect((await token('transferFrom', [ALICE, BOB, 60n], { from: BOB })).reverted).toBe(false);
    expect(await read(satchelTokenAbi, USDC, 'allowance', [ALICE, BOB])).toBe(40n);
    expect(revertReason(await token('transferFrom', [ALICE, BOB, 41n], { from: BOB }))).toBe(
      'ERC20: insufficient allowance',
    );
    expect(await read(satchelTokenAbi, USDC, 'balanceOf', [BOB])).toBe(250_060n);
  });
});

describe('SatchelCollection721 deployed by its creation code', () => {
  let nft: Address;
  beforeAll(async () => {
    nft = await deploy(satchelCollection721Bytecode);
    await send(satchelCollection721Abi, nft, 'initialize', [
      'Satchel Pups',
      'PUP',
      'https://nft.test/{id}.json',
      MINTER,
    ]);
  });

  test('mint, ownerOf, tokenURI with {id}; a minted id cannot be minted again', async () => {
    const minted = await send(satchelCollection721Abi, nft, 'mint', [ALICE, 7n]);
    expect(minted.events).toEqual([
      {
        address: nft,
        eventName: 'Transfer',
        args: { from: getAddress(toHex(0, { size: 20 })), to: ALICE, tokenId: 7n },
      },
    ]);
    expect(await read(satchelCollection721Abi, nft, 'ownerOf', [7n])).toBe(ALICE);
    expect(await read(satchelCollection721Abi, nft, 'tokenURI', [7n])).toBe('https://nft.test/7.json');
    expect(revertReason(await send(satchelCollection721Abi, nft, 'mint', [BOB, 7n]))).toBe(
      'ERC721: token already minted',
    );
    expect(revertReason(await send(satchelCollection721Abi, nft, 'ownerOf', [8n]))).toBe(
      'ERC721: invalid token ID',
    );
  });

  test('transferFrom by the owner; safeTransferFrom to a contract without the hook reverts', async () => {
    const moved = await send(satchelCollection721Abi, nft, 'transferFrom', [ALICE, BOB, 7n], { from: ALICE });
    expect(moved.events[0]).toMatchObject({
      eventName: 'Transfer',
      args: { from: ALICE, to: BOB, tokenId: 7n },
    });
    expect(await read(satchelCollection721Abi, nft, 'ownerOf', [7n])).toBe(BOB);
    expect(await read(satchelCollection721Abi, nft, 'balanceOf', [ALICE])).toBe(0n);
    expect(
      revertReason(
        await send(satchelCollection721Abi, nft, 'transferFrom', [BOB, ALICE, 7n], { from: ALICE }),
      ),
    ).toBe('ERC721: caller is not token owner or approved');
    const probe = await deploy(probeBytecode);
    const safe = await send(satchelCollection721Abi, nft, 'safeTransferFrom', [BOB, probe, 7n], {
      from: BOB,
    });
    expect(revertReason(safe)).toBe('ERC721: transfer to non ERC721Receiver implementer');
  });

  test('supportsInterface: ERC-165, ERC-721, metadata; tokenURI appends the id without {id}', async () => {
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f']) {
      expect(await read(satchelCollection721Abi, nft, 'supportsInterface', [id])).toBe(true);
    }
    expect(await read(satchelCollection721Abi, nft, 'supportsInterface', ['0xffffffff'])).toBe(false);
    const plain = await deploy(satchelCollection721Bytecode);
    await send(satchelCollection721Abi, plain, 'initialize', ['P', 'P', 'ipfs://base/', MINTER]);
    await send(satchelCollection721Abi, plain, 'mint', [ALICE, 1234n]);
    expect(await read(satchelCollection721Abi, plain, 'tokenURI', [1234n])).toBe('ipfs://base/1234');
  });
});

describe('SatchelCollection1155 deployed by its creation code', () => {
  let items: Address;
  beforeAll(async () => {
    items = await deploy(satchelCollection1155Bytecode);
    await send(satchelCollection1155Abi, items, 'initialize', ['https://items.test/{id}.json', MINTER]);
  });

  test('mint, single and batch transfers with their events, balances, uri', async () => {
    await send(satchelCollection1155Abi, items, 'mint', [ALICE, 1n, 10n]);
    await send(satchelCollection1155Abi, items, 'mint', [ALICE, 2n, 5n]);
    const single = await send(
      satchelCollection1155Abi,
      items,
      'safeTransferFrom',
      [ALICE, BOB, 1n, 4n, '0x'],
      {
        from: ALICE,
      },
    );
    expect(single.events[0]).toMatchObject({
      eventName: 'TransferSingle',
      args: { operator: ALICE, from: ALICE, to: BOB, id: 1n, value: 4n },
    });
    const batch = await send(
      satchelCollection1155Abi,
      items,
      'safeBatchTransferFrom',
      [ALICE, BOB, [1n, 2n], [1n, 5n], '0x'],
      { from: ALICE },
    );
    expect(batch.events[0]).toMatchObject({
      eventName: 'TransferBatch',
      args: { ids: [1n, 2n], values: [1n, 5n] },
    });
    expect(
      await read(satchelCollection1155Abi, items, 'balanceOfBatch', [
        [ALICE, BOB, ALICE, BOB],
        [1n, 1n, 2n, 2n],
      ]),
    ).toEqual([5n, 5n, 0n, 5n]);
    expect(
      revertReason(
        await send(satchelCollection1155Abi, items, 'safeTransferFrom', [ALICE, BOB, 2n, 1n, '0x'], {
          from: ALICE,
        }),
      ),
    ).toBe('ERC1155: insufficient balance for transfer');
    expect(
      revertReason(await send(satchelCollection1155Abi, items, 'mint', [ALICE, 1n, 1n], { from: ALICE })),
    ).toBe('SatchelCollection1155: caller is not the minter');
    expect(await read(satchelCollection1155Abi, items, 'uri', [1n])).toBe('https://items.test/{id}.json');
    expect(await read(satchelCollection1155Abi, items, 'supportsInterface', ['0xd9b67a26'])).toBe(true);
  });
});

describe('Probe deployed by its creation code', () => {
  let probe: Address;
  beforeAll(async () => {
    probe = await deploy(probeBytecode);
  });

  test('reverts: Error(string), the custom error Denied, Panic(0x12)', async () => {
    expect((await send(probeAbi, probe, 'fail', ['no reason at all'])).error).toEqual({
      errorName: 'Error',
      args: ['no reason at all'],
    });
    expect((await send(probeAbi, probe, 'failCustom', [7n], { from: ALICE })).error).toEqual({
      errorName: 'Denied',
      args: [ALICE, 7n],
    });
    expect((await send(probeAbi, probe, 'panic')).error).toEqual({ errorName: 'Panic', args: [0x12n] });
    expect((await send(probeAbi, probe, 'panicIndex', [2n])).error).toEqual({
      errorName: 'Panic',
      args: [0x32n],
    });
  });

  test('ping stores the message, counts and emits Pinged with the value', async () => {
    const pinged = await send(probeAbi, probe, 'ping', ['hello'], { from: ALICE, value: 5n });
    expect(pinged.events).toEqual([
      { address: probe, eventName: 'Pinged', args: { from: ALICE, message: 'hello', count: 1n, value: 5n } },
    ]);
    expect(await read(probeAbi, probe, 'lastMessage')).toBe('hello');
    expect(await read(probeAbi, probe, 'count')).toBe(1n);
  });

  test('views return tuples, arrays, strings, bytes, negative ints and several values', async () => {
    expect(await read(probeAbi, probe, 'position')).toEqual({
      owner: getAddress('0x00000000000000000000000000000000000000a1'),
      amount: 42n,
      label: 'probe',
      active: true,
    });
    expect(await read(probeAbi, probe, 'holding')).toEqual({
      position: {
        owner: getAddress('0x00000000000000000000000000000000000000b2'),
        amount: 7n,
        label: 'nested',
        active: false,
      },
      ids: [1n, 2n, 3n],
      tag: keccak256(toHex('satchel')),
    });
    expect(await read(probeAbi, probe, 'numbers')).toEqual([0n, 1n, 2n ** 128n - 1n, 2n ** 256n - 1n]);
    expect(await read(probeAbi, probe, 'words')).toEqual(['alpha', '', 'grüße']);
    expect(await read(probeAbi, probe, 'blob')).toBe('0x00ff10deadbeef');
    expect(await read(probeAbi, probe, 'digest')).toBe(keccak256(toHex('probe')));
    expect(await read(probeAbi, probe, 'negative')).toBe(-123456789n);
    expect(await read(probeAbi, probe, 'many')).toEqual([1n, probe, true, 'many', -5]);
    const [sum, s2, packed] = (await read(probeAbi, probe, 'echo', [[1n, 2n, 3n], 'abc'])) as [
      bigint,
      string,
      Hex,
    ];
    expect([sum, s2]).toEqual([6n, 'abc']);
    expect(packed).toBe(`0x${[1, 2, 3].map((n) => n.toString(16).padStart(64, '0')).join('')}616263`);
  });
});
