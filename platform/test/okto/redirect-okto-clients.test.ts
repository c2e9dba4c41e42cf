import { describe, expect, it } from '@jest/globals';
import { OktoClient } from '@okto_web3/core-js-sdk';
import { redirectOktoClients, rewriteOktoUrl } from '../../src/okto/redirect-okto-clients.js';
import { oktoClient } from './helpers/okto-session.js';

describe('rewriteOktoUrl', () => {
  it("moves Okto's API origins (every environment) to the platform, keeping path and query", () => {
    const local = 'http://127.0.0.1:4100';
    expect(rewriteOktoUrl('https://sandbox-api.okto.tech/api/oc/v1/orders?intent_id=x', local)).toBe(
      'http://127.0.0.1:4100/api/oc/v1/orders?intent_id=x',
    );
    expect(rewriteOktoUrl('https://3p-bff.oktostage.com', local)).toBe(local);
    expect(rewriteOktoUrl('https://apigw.okto.tech/', `${local}/`)).toBe(local);
    expect(rewriteOktoUrl('https://okto-gateway.okto.tech/x', 'http://localhost:4100/okto')).toBe(
      'http://localhost:4100/okto/x',
    );
  });

  it('leaves every other URL alone', () => {
    for (const url of [
      'https://accounts.google.com/o/oauth2/v2/auth',
      'http://sandbox-api.okto.tech/api',
      'https://evil.okto.tech.example/',
    ])
      expect(rewriteOktoUrl(url, 'http://127.0.0.1:4100')).toBe(url);
  });
});

describe('redirectOktoClients', () => {
  it('moves the base URL of existing and later clients of every environment, keeps the Okto addresses, and undoes', () => {
    const before = oktoClient('production');
    const original = { ...before.env };
    const undo = redirectOktoClients(OktoClient, 'http://127.0.0.1:4100');
    try {
      for (const client of [before, oktoClient('staging'), oktoClient('sandbox')]) {
        expect(client.env.bffBaseUrl).toBe('http://127.0.0.1:4100');
        expect(client.env.gatewayBaseUrl).toBe('http://127.0.0.1:4100');
      }
      expect(before.env).toEqual({
        ...original,
        bffBaseUrl: 'http://127.0.0.1:4100',
        gatewayBaseUrl: 'http://127.0.0.1:4100',
      });
    } finally {
      undo();
    }
    expect(before.env).toEqual(original);
    expect(before.env.bffBaseUrl).toBe('https://apigw.okto.tech');
  });

  it('throws on a class that is not an Okto v2 client', () => {
    expect(() => redirectOktoClients(class NotOkto {}, 'http://127.0.0.1:4100')).toThrow(
      'redirectOktoClients: not an Okto v2 client class (no env getter on OktoClient.prototype)',
    );
  });
});
