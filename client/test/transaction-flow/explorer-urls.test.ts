import { describe, expect, it } from '@jest/globals';
import { explorerUrl, userOperationUrl } from '../../src/transaction-flow/explorer-urls.js';

const HASH = `0x${'ab'.repeat(32)}`;
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** A Solana transaction signature: base58 of 64 bytes. */
const SIGNATURE = '2wth3MYMqdpq4ZqghAZpWCiahkm12cD5jxh2SBY9wAHWubxv8QNka9LvpAzRdfFS4HZhG1fD6e1mw9iiFFR2fv4Z';

describe('explorerUrl', () => {
  it('points a local platform at its own transaction page, whatever the chain', () => {
    expect(explorerUrl('eip155:84532', HASH, 'http://127.0.0.1:8090')).toBe(
      `http://127.0.0.1:8090/explorer/tx/${HASH}`,
    );
    expect(explorerUrl('aptos:testnet', HASH, 'http://localhost:8090/')).toBe(
      `http://localhost:8090/explorer/tx/${HASH}`,
    );
    expect(explorerUrl(SOLANA, SIGNATURE, 'http://127.0.0.1:8090')).toBe(
      `http://127.0.0.1:8090/explorer/tx/${SIGNATURE}`,
    );
  });

  it('uses the chain explorer for a hosted platform', () => {
    expect(explorerUrl('eip155:84532', HASH, 'https://sandbox.satchel.example')).toBe(
      `https://sepolia.basescan.org/tx/${HASH}`,
    );
    expect(explorerUrl('EIP155:11155111', HASH)).toBe(`https://sepolia.etherscan.io/tx/${HASH}`);
    expect(explorerUrl('aptos:2', HASH)).toBe(`https://explorer.aptoslabs.com/txn/${HASH}?network=testnet`);
    expect(explorerUrl(SOLANA, SIGNATURE, 'https://sandbox.satchel.example')).toBe(
      `https://explorer.solana.com/tx/${SIGNATURE}?cluster=devnet`,
    );
  });

  it('has no link without a hash, or for a chain without a template', () => {
    expect(explorerUrl('eip155:84532', undefined, 'http://127.0.0.1:8090')).toBeUndefined();
    expect(explorerUrl('eip155:999999', HASH)).toBeUndefined();
    expect(explorerUrl(undefined, HASH)).toBeUndefined();
  });
});

describe('userOperationUrl', () => {
  it('takes the page the BFF named, else the local platform’s own, none on a hosted platform', () => {
    const named = { hash: HASH, explorerUrl: `https://platform.example/explorer/userop/${HASH}` };
    expect(userOperationUrl(named, 'http://localhost:4100')).toBe(named.explorerUrl);
    expect(userOperationUrl({ hash: HASH }, 'http://localhost:4100/')).toBe(
      `http://localhost:4100/explorer/userop/${HASH}`,
    );
    expect(userOperationUrl({ hash: HASH }, 'https://sandbox.satchel.example')).toBeUndefined();
    expect(userOperationUrl(undefined, 'http://localhost:4100')).toBeUndefined();
  });
});
