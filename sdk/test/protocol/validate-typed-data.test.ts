import { describe, expect, it } from '@jest/globals';
import { getAddress, hashTypedData, validateTypedData as viemValidateTypedData } from 'viem';
import { checksumAddress } from '../../src/crypto/checksum-address.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { typedDataToMessage } from '../../src/protocol/index.js';
import { validateTypedData } from '../../src/protocol/sign-message/validate-typed-data.js';
import { seededRandom, type Random } from './random.js';
import { vectors } from './vectors.js';

type Json = any;

/** viem's verdict, the independent reference: what the SDK used to run (validate, then hash). */
function viemAccepts(typedData: Json): boolean {
  try {
    viemValidateTypedData(typedData);
    hashTypedData(typedData);
    return true;
  } catch {
    return false;
  }
}

/** Ours, through the public entry point (JSON text in, as sent); any error but InvalidInputError fails the test. */
function weAccept(typedData: Json): boolean {
  try {
    typedDataToMessage(JSON.stringify(typedData));
    return true;
  } catch (error) {
    if (error instanceof InvalidInputError && error.message === 'Invalid typed data') return false;
    throw error;
  }
}

const detailsOf = (typedData: Json) => {
  try {
    validateTypedData(typedData);
  } catch (error) {
    return (error as InvalidInputError).details;
  }
  return undefined;
};

const MAIL: Json = vectors.signMessage.EIP712.sdkArgument;
const CHECKSUMMED = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826';
const LOWER = CHECKSUMMED.toLowerCase();
const BAD_CHECKSUM = '0xCd2a3d9F938E13CD947Ec05AbC7FE734Df8DD826';

/** Typed data with one field `v` of `type` in struct `M` holding `value` (absent when undefined). */
const field = (type: string, value: unknown, types: Json = {}): Json => ({
  types: { M: [{ name: 'v', type }], ...types },
  primaryType: 'M',
  domain: {},
  message: value === undefined ? {} : { v: value },
});

/** The Mail vector with one change. */
const mail = (change: Json): Json => ({ ...MAIL, ...change });

/** Typed data using every kind of type: nested structs, arrays of structs, fixed and nested arrays, all atomics. */
const ORDER: Json = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    Asset: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'delta', type: 'int128' },
      { name: 'tag', type: 'bytes4' },
    ],
    Order: [
      { name: 'maker', type: 'address' },
      { name: 'assets', type: 'Asset[]' },
      { name: 'pair', type: 'Asset[2]' },
      { name: 'grid', type: 'uint8[2][]' },
      { name: 'flags', type: 'bool[]' },
      { name: 'memo', type: 'string' },
      { name: 'blob', type: 'bytes' },
      { name: 'hashes', type: 'bytes32[]' },
      { name: 'small', type: 'int8' },
    ],
  },
  primaryType: 'Order',
  domain: {
    name: 'Exchange',
    version: '2',
    chainId: '84532',
    verifyingContract: CHECKSUMMED,
    salt: `0x${'ab'.repeat(32)}`,
  },
  message: {
    maker: LOWER,
    assets: [
      {
        token: CHECKSUMMED,
        amount: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
        delta: -5,
        tag: '0xdeadbeef',
      },
    ],
    pair: [
      { token: LOWER, amount: 0, delta: '-170141183460469231731687303715884105728', tag: '0x00000000' },
      { token: LOWER, amount: '0x10', delta: 170, tag: '0xFFFFFFFF' },
    ],
    grid: [
      [1, 2],
      [255, 0],
    ],
    flags: [true, false],
    memo: 'Grüße 中文 😀',
    blob: '0x',
    hashes: [],
    small: -128,
  },
};

describe('validateTypedData accepts what viem accepts', () => {
  it.each<[string, Json]>([
    ['the Mail vector', MAIL],
    ['every kind of type (nested structs, arrays of structs, fixed and nested arrays)', ORDER],
    [
      'a domain without EIP712Domain in types (fields derived from its keys)',
      { ...ORDER, types: { ...ORDER.types, EIP712Domain: undefined } },
    ],
    ['no domain and no EIP712Domain', field('uint8', 1)],
    ['an empty EIP712Domain and an empty domain', field('uint8', 1, { EIP712Domain: [] })],
    [
      'a custom EIP712Domain field',
      mail({
        types: { ...MAIL.types, EIP712Domain: [{ name: 'app', type: 'string' }] },
        domain: { app: 'x' },
      }),
    ],
    [
      'primaryType EIP712Domain (only the domain is signed)',
      { ...MAIL, primaryType: 'EIP712Domain', message: {} },
    ],
    [
      'extra message and domain keys (ignored)',
      mail({ message: { ...MAIL.message, extra: 1 }, domain: { ...MAIL.domain, other: [] } }),
    ],
    ['unused struct types', mail({ types: { ...MAIL.types, Unused: [{ name: 'x', type: 'uint256' }] } })],
    [
      'struct names with $, _, : and digits',
      field('A$b_c:1', { x: true }, { 'A$b_c:1': [{ name: 'x', type: 'bool' }] }),
    ],
    [
      'a struct named like a type prefix (bytesInfo)',
      field('bytesInfo', { x: true }, { bytesInfo: [{ name: 'x', type: 'bool' }] }),
    ],
    [
      'a cyclic type with finite values',
      field('Node', { children: [{ children: [] }] }, { Node: [{ name: 'children', type: 'Node[]' }] }),
    ],
    [
      'mutually recursive types',
      field('A', { b: { a: [] } }, { A: [{ name: 'b', type: 'B' }], B: [{ name: 'a', type: 'A[]' }] }),
    ],
    ['an all-lowercase address', field('address', LOWER)],
    ['a checksummed address', field('address', CHECKSUMMED)],
    ['uint256 as decimal text', field('uint256', '1000000000000000000000000')],
    ['uint256 as hex text', field('uint256', '0xff')],
    ['uint256 as a large JSON number', field('uint256', 1e20)],
    ['uint8 at its maximum', field('uint8', 255)],
    ['int8 at its minimum, as text', field('int8', '-128')],
    ['int256 negative', field('int256', -1)],
    ['bytes as hex', field('bytes', '0xdeadBEEF')],
    ['empty bytes', field('bytes', '0x')],
    ['bytes given as text (hashed as UTF-8)', field('bytes', 'hello')],
    [
      'bytes1 and bytes32',
      field(
        'Pair',
        { a: '0x01', b: `0x${'00'.repeat(32)}` },
        {
          Pair: [
            { name: 'a', type: 'bytes1' },
            { name: 'b', type: 'bytes32' },
          ],
        },
      ),
    ],
    ['bytes2 of 3 hex digits (a leading zero nibble)', field('bytes2', '0x123')],
    ['empty string', field('string', '')],
    ['an empty dynamic array', field('string[]', [])],
    ['a zero-length fixed array', field('uint8[0]', [])],
    [
      'nested fixed arrays',
      field('uint8[2][3]', [
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ],
  ])('%s', (_label, typedData) => {
    const json = JSON.parse(JSON.stringify(typedData));
    expect(viemAccepts(json)).toBe(true);
    expect(weAccept(json)).toBe(true);
  });
});

describe('validateTypedData rejects what viem rejects', () => {
  it.each<[string, Json]>([
    ['an unknown field type', mail({ types: { ...MAIL.types, Person: [{ name: 'name', type: 'strin' }] } })],
    ['an undefined struct type', field('Persn', {})],
    ['an array of an undefined struct', field('Persn[]', [])],
    ['bare uint', field('uint', 1)],
    ['bare int', field('int', 1)],
    ['uint7', field('uint7', 1)],
    ['uint264', field('uint264', 1)],
    ['bytes0', field('bytes0', '0x')],
    ['bytes33', field('bytes33', '0x')],
    ['a malformed array type', field('uint8[', 1)],
    ['a non-numeric array length', field('uint8[a]', [1])],
    ['an invalid struct name', field('uint8', 1, { 'Fo-o': [] })],
    ['a struct named like a Solidity type', field('uint8', 1, { uint7: [] })],
    ['a field type that is not a string', field('uint8', 1, { X: [{ name: 'a', type: 5 }] })],
    ['an unknown primaryType', mail({ primaryType: 'Letter' })],
    ['a short address', mail({ message: { ...MAIL.message, from: { name: 'Ada', wallet: '0x12' } } })],
    ['a mixed-case address with a wrong checksum', field('address', BAD_CHECKSUM)],
    ['an all-uppercase address (no valid checksum)', field('address', `0x${LOWER.slice(2).toUpperCase()}`)],
    ['an address given as a number', field('address', 5)],
    ['uint8 over its maximum', field('uint8', 256)],
    ['uint8 over its maximum, as text', field('uint8', '300')],
    ['a negative uint', field('uint256', -1)],
    ['int8 under its minimum', field('int8', -129)],
    ['int8 over its maximum', field('int8', 128)],
    ['uint256 at 2^256', field('uint256', (2n ** 256n).toString())],
    ['a fractional integer', field('uint256', 1.5)],
    ['fractional text', field('uint256', '1.5')],
    ['non-numeric text', field('uint256', 'abc')],
    ['a null integer', field('uint256', null)],
    ['bytes2 of one byte', field('bytes2', '0x12')],
    ['bytes32 of 33 bytes', field('bytes32', `0x${'00'.repeat(33)}`)],
    ['bytesN given as a number', field('bytes2', 5)],
    ['bytes given as a number', field('bytes', 5)],
    ['bytes given as null', field('bytes', null)],
    ['bool given as 1', field('bool', 1)],
    ['bool given as text', field('bool', 'true')],
    ['a null string', field('string', null)],
    ['a missing field', mail({ message: { from: MAIL.message.from, to: MAIL.message.to } })],
    ['a missing nested field', mail({ message: { ...MAIL.message, to: { name: 'Bob' } } })],
    ['a struct given as text', mail({ message: { ...MAIL.message, to: 'Bob' } })],
    ['an array given as text', field('uint8[]', 'ab')],
    ['an array given as an object', field('uint8[]', {})],
    ['a bad element in a nested array', field('uint8[][2]', [[1], [300]])],
    [
      'a bad field in an array of structs',
      field('P[]', [{ a: 1 }, { a: -1 }], { P: [{ name: 'a', type: 'uint8' }] }),
    ],
    ['a derived domain chainId that is not a number', mail({ domain: { ...MAIL.domain, chainId: 'x' } })],
    ['a derived domain salt of the wrong size', { ...field('uint8', 1), domain: { salt: '0x12' } }],
    [
      'a derived domain verifyingContract with a bad checksum',
      { ...field('uint8', 1), domain: { verifyingContract: BAD_CHECKSUM } },
    ],
    ['a domain missing a field of EIP712Domain', mail({ domain: { name: 'x' } })],
    [
      'a domain field of the wrong type',
      mail({
        types: { ...MAIL.types, EIP712Domain: [{ name: 'name', type: 'uint8' }] },
        domain: { name: 'x' },
      }),
    ],
    [
      'a recursive type whose value ends',
      field('Node', { next: { next: {} } }, { Node: [{ name: 'next', type: 'Node' }] }),
    ],
  ])('%s', (_label, typedData) => {
    const json = JSON.parse(JSON.stringify(typedData));
    expect(viemAccepts(json)).toBe(false);
    expect(weAccept(json)).toBe(false);
  });
});

describe('validateTypedData is stricter where viem coerces', () => {
  // viem hashes these (e.g. a number as the string of its hex, `0xzz` as garbage bytes); they are mistakes.
  it.each<[string, Json]>([
    ['a string given as a number', field('string', 5)],
    ['a string given as a boolean', field('string', true)],
    ['a string given as an array', field('string', ['a'])],
    [
      'a derived domain name that is not a string',
      mail({ types: { Mail: MAIL.types.Mail, Person: MAIL.types.Person }, domain: { name: 5 } }),
    ],
    ['an integer given as a boolean', field('uint8', true)],
    ['an integer given as an array', field('uint8', [5])],
    ['an integer given as blank text', field('uint8', ' ')],
    ['bytesN not hex', field('bytes2', '0xzzzz')],
    ['bytesN without 0x', field('bytes2', 'ab')],
    ['bytes with 0x but not hex', field('bytes', '0xzz')],
    ['a fixed array with too few items', field('uint8[2]', [1])],
    ['a fixed array with too many items', field('uint8[1]', [1, 2])],
    ['a struct given as a number (no fields to read)', field('E', 5, { E: [] })],
    ['a missing empty struct', field('E', undefined, { E: [] })],
    ['a struct definition that is not a list', mail({ types: { ...MAIL.types, Unused: null } })],
    ['a field without a name', field('uint8', 1, { X: [{ type: 'uint8' }] })],
    ['a null domain', mail({ domain: null })],
    ['a message that is an array', mail({ message: [] })],
  ])('%s', (_label, typedData) => {
    expect(weAccept(JSON.parse(JSON.stringify(typedData)))).toBe(false);
  });
});

describe('typedDataToMessage input handling', () => {
  it.each<[string, unknown]>([
    ['invalid JSON text', '{"types":'],
    ['a JSON array', '[]'],
    ['a JSON string', '"typed"'],
    ['an object with a bigint', { ...MAIL, domain: { ...MAIL.domain, chainId: 1n } }],
    [
      'an object with a cycle',
      (() => {
        const cyclic: Json = { ...MAIL };
        cyclic.message = { ...MAIL.message, self: cyclic };
        return cyclic;
      })(),
    ],
    ['missing types', { ...MAIL, types: undefined }],
    ['a missing message', { ...MAIL, message: undefined }],
  ])('rejects %s as invalid typed data', (_label, input) => {
    expect(() => typedDataToMessage(input as never)).toThrow(
      expect.objectContaining({ name: 'InvalidInputError', message: 'Invalid typed data' }),
    );
  });

  it('checks the JSON text as sent: undefined values are dropped by JSON.stringify', () => {
    const withUndefined = { ...MAIL, message: { ...MAIL.message, note: undefined } };
    expect(typedDataToMessage(withUndefined)).toBe(JSON.stringify(withUndefined));
  });
});

describe('validateTypedData error details say what and where', () => {
  it.each<[Json, string]>([
    [
      mail({ message: { ...MAIL.message, from: { name: 'Ada', wallet: '0x12' } } }),
      'Invalid address "0x12" in Mail.from.wallet',
    ],
    [
      mail({ types: { ...MAIL.types, Person: [{ name: 'name', type: 'strin' }] } }),
      'Unknown type "strin" in Person.name',
    ],
    [mail({ message: { from: MAIL.message.from, to: MAIL.message.to } }), 'Missing Mail.contents'],
    [field('uint8', 300), 'Invalid uint8 300 in M.v'],
    [
      field('P[]', [{ a: 1 }, { a: true }], { P: [{ name: 'a', type: 'uint8' }] }),
      'Invalid uint8 true in M.v[1].a',
    ],
    [field('uint8[2]', [1]), 'Invalid uint8[2] [1] in M.v'],
    [mail({ domain: { ...MAIL.domain, chainId: 'x' } }), 'Invalid uint256 "x" in domain.chainId'],
    [field('uint8', 1, { 'Fo-o': [] }), 'Invalid struct name "Fo-o"'],
    [mail({ primaryType: 'Letter' }), 'primaryType must name one of the types'],
    [field('bytes', `0x${'zz'.repeat(64)}`), `Invalid bytes "0x${'zz'.repeat(33)}… in M.v`],
  ])('%#: %s', (typedData, details) => {
    expect(detailsOf(typedData)).toBe(details);
  });
});

describe('validateTypedData against viem on random typed data', () => {
  it('accepts 300 random valid typed data, as viem does', () => {
    const random = seededRandom(712);
    for (let i = 0; i < 300; i++) {
      const typedData = randomTypedData(random);
      expect([viemAccepts(typedData), weAccept(typedData)]).toEqual([true, true]);
    }
  });

  it('rejects 600 random single-value corruptions, each also rejected by viem unless marked stricter', () => {
    const random = seededRandom(1901);
    let checked = 0;
    while (checked < 600) {
      const typedData = randomTypedData(random);
      const targets = corruptible(typedData);
      if (targets.length === 0) continue;
      const { holder, key, type } = random.pick(targets);
      const corruption = random.pick(corruptionsOf(typedData.types, type, holder[key]));
      if (corruption.value === undefined) delete holder[key];
      else holder[key] = corruption.value;
      const json = JSON.parse(JSON.stringify(typedData));
      expect({ type, corruption, ours: weAccept(json) }).toEqual({ type, corruption, ours: false });
      if (!corruption.stricter)
        expect({ type, corruption, viem: viemAccepts(json) }).toEqual({ type, corruption, viem: false });
      checked++;
    }
  });
});

describe('checksumAddress', () => {
  it('equals viem getAddress on random addresses in any case', () => {
    const random = seededRandom(55);
    for (let i = 0; i < 200; i++) {
      const digits = random.hexDigits(20);
      const input = `0x${random.int(2) === 0 ? digits : digits.toUpperCase()}` as const;
      expect(checksumAddress(input)).toBe(getAddress(input));
    }
  });
});

const ATOMIC = ['address', 'bool', 'string', 'bytes', 'bytesN', 'uintN', 'intN'] as const;

/** Random typed data: 1–4 structs S0…, fields of atomic types, of later structs, arrays of them, and back-references. */
function randomTypedData(random: Random): Json {
  const count = 1 + random.int(4);
  const types: Json = {};
  for (let s = 0; s < count; s++) {
    types[`S${s}`] = Array.from({ length: 1 + random.int(4) }, (_, f) => {
      const roll = random.int(10);
      let type: string;
      if (roll < 6 || s === count - 1) type = randomAtomicType(random);
      // A back-reference (or self-reference) only as a dynamic array: cycles with finite values.
      else if (roll === 9) type = `S${random.int(s + 1)}[]`;
      else type = `S${s + 1 + random.int(count - s - 1)}`;
      if (roll < 9 && random.int(4) === 0) type += random.pick(['[]', `[${random.int(3)}]`, '[2][]']);
      return { name: `f${f}`, type };
    });
  }
  const domain: Json = {};
  if (random.int(2)) domain.name = random.text(8);
  if (random.int(2)) domain.version = String(random.int(5));
  if (random.int(2)) domain.chainId = random.pick([1, 84532, '137', '0x2105']);
  if (random.int(2)) domain.verifyingContract = randomAddress(random);
  if (random.int(4) === 0) domain.salt = `0x${random.hexDigits(32)}`;
  if (random.int(2)) {
    const standard = {
      name: 'string',
      version: 'string',
      chainId: 'uint256',
      verifyingContract: 'address',
      salt: 'bytes32',
    } as Json;
    types.EIP712Domain = Object.keys(domain).map((name) => ({ name, type: standard[name] }));
  }
  const typedData = { types, primaryType: 'S0', domain, message: randomValue(random, types, 'S0', 0) };
  return JSON.parse(JSON.stringify(typedData));
}

function randomAtomicType(random: Random): string {
  const kind = random.pick(ATOMIC);
  if (kind === 'bytesN') return `bytes${1 + random.int(32)}`;
  if (kind === 'uintN') return `uint${8 * (1 + random.int(32))}`;
  if (kind === 'intN') return `int${8 * (1 + random.int(32))}`;
  return kind;
}

const randomAddress = (random: Random) => {
  const address = `0x${random.hexDigits(20)}`;
  return random.int(2) ? address : getAddress(address);
};

function randomValue(random: Random, types: Json, type: string, depth: number): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    const length = array[2] !== '' ? Number(array[2]) : depth > 3 ? 0 : random.int(3);
    return Array.from({ length }, () => randomValue(random, types, array[1]!, depth + 1));
  }
  if (types[type]) {
    return Object.fromEntries(
      types[type].map((f: Json) => [f.name, randomValue(random, types, f.type, depth + 1)]),
    );
  }
  if (type === 'address') return randomAddress(random);
  if (type === 'bool') return random.int(2) === 0;
  if (type === 'string') return random.text(12);
  if (type === 'bytes')
    return random.int(5) === 0 ? random.text(6).replace(/^0x/, '') : `0x${random.hexDigits(random.int(40))}`;
  if (type.startsWith('bytes')) return `0x${random.hexDigits(Number(type.slice(5)))}`;
  const signed = type.startsWith('int');
  const bits = Number(type.slice(signed ? 3 : 4));
  let value = random.uint(signed ? bits - 1 : bits);
  if (signed && random.int(2)) value = -value - 1n;
  // JSON carries integers as numbers when exact, else (or sometimes anyway) as decimal text.
  return value <= BigInt(Number.MAX_SAFE_INTEGER) &&
    value >= -BigInt(Number.MAX_SAFE_INTEGER) &&
    random.int(2)
    ? Number(value)
    : value.toString();
}

/** Every value of the message and domain that can be corrupted: its holder, its key, its type. */
function corruptible(typedData: Json) {
  const targets: { holder: Json; key: string | number; type: string }[] = [];
  const visit = (holder: Json, key: string | number, type: string) => {
    targets.push({ holder, key, type });
    const value = holder[key];
    const array = /^(.*)\[(\d*)\]$/.exec(type);
    if (array) value.forEach((_: unknown, i: number) => visit(value, i, array[1]!));
    else if (typedData.types[type]) for (const f of typedData.types[type]) visit(value, f.name, f.type);
  };
  for (const f of typedData.types.S0) visit(typedData.message, f.name, f.type);
  const domainType = typedData.types.EIP712Domain;
  if (domainType) for (const f of domainType) visit(typedData.domain, f.name, f.type);
  return targets;
}

interface Corruption {
  value: unknown;
  /** viem accepts it (coerces); only we reject it. */
  stricter?: boolean;
}

/** Invalid values for a type (given its current valid value); `undefined` removes the value. */
function corruptionsOf(types: Json, type: string, current: Json): Corruption[] {
  const missing = { value: undefined };
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    // A fixed array one item short or long, its items valid.
    const wrongLength =
      array[2] === '' || current.length === 0
        ? []
        : [
            { value: current.slice(1), stricter: true },
            { value: [...current, current[0]], stricter: true },
          ];
    return [missing, { value: 'x' }, { value: {} }, ...wrongLength];
  }
  if (types[type]) return [missing, { value: 'x' }, { value: null }];
  if (type === 'address')
    return [missing, { value: '0x12' }, { value: BAD_CHECKSUM }, { value: 5 }, { value: null }];
  if (type === 'bool') return [missing, { value: 1 }, { value: 'true' }, { value: null }];
  if (type === 'string') return [missing, { value: null }, { value: 5, stricter: true }];
  if (type === 'bytes') return [missing, { value: 5 }, { value: null }, { value: '0xzz', stricter: true }];
  if (type.startsWith('bytes')) {
    const size = Number(type.slice(5));
    return [
      missing,
      { value: `0x${'00'.repeat(size + 1)}` },
      { value: 5 },
      // viem counts the characters of text without 0x as bytes, and does not check the digits of 0x text.
      { value: 'z'.repeat(size), stricter: true },
      { value: `0x${'zz'.repeat(size)}`, stricter: true },
    ];
  }
  const signed = type.startsWith('int');
  const bits = Number(type.slice(signed ? 3 : 4));
  const limit = 1n << BigInt(signed ? bits - 1 : bits);
  return [
    missing,
    { value: limit.toString() },
    { value: (signed ? -limit - 1n : -1n).toString() },
    { value: 1.5 },
    { value: 'abc' },
    { value: null },
    { value: true, stricter: true },
  ];
}
