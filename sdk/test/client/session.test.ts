import { describe, expect, it } from '@jest/globals';
import { recoverMessageAddress } from 'viem';
import { SatchelError, SessionKey, ValidationError } from '../../src/index.js';
import { failureOf, freshSession, makeClient } from './helpers.js';

describe('session state', () => {
  it('setSessionConfig restores a session; getSessionConfig returns it in §5.1 key order', () => {
    const client = makeClient();
    const session = freshSession();
    client.setSessionConfig(session);
    expect(client.isLoggedIn()).toBe(true);
    expect(client.userSWA).toBe(session.userSWA);
    const copy = client.getSessionConfig()!;
    expect(Object.keys(copy)).toEqual(['sessionPrivKey', 'sessionPubKey', 'userSWA']);
    expect(copy).toEqual(session);
    copy.userSWA = '0x0000000000000000000000000000000000000001';
    expect(client.userSWA).toBe(session.userSWA);
  });

  it.each([
    [
      { sessionPubKey: freshSession().sessionPubKey, userSWA: freshSession().userSWA },
      'Invalid session private key format',
    ],
    [{ ...freshSession(), sessionPubKey: '0x02abc' }, 'Invalid session public key format'],
    [{ ...freshSession(), userSWA: 'nope' }, 'Invalid Ethereum address format'],
  ])('setSessionConfig refuses %o', async (config, message) => {
    const client = makeClient();
    const error = await failureOf(() => client.setSessionConfig(config as never));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.shortMessage).toBe(message);
    expect(client.isLoggedIn()).toBe(false);
  });

  it('setSessionConfig refuses a public key that is not the private key’s', async () => {
    const client = makeClient();
    const session = { ...freshSession(), sessionPubKey: SessionKey.create().publicKeyHex };
    const error = await failureOf(() => client.setSessionConfig(session));
    expect(error.shortMessage).toBe('Invalid session public key format');
    expect(client.isLoggedIn()).toBe(false);
  });

  it('onSessionChange reports restore and clear; unsubscribe stops it; sessionClear leaves nothing', () => {
    const client = makeClient();
    const seen: unknown[] = [];
    const unsubscribe = client.onSessionChange((session) => seen.push(session));
    const session = freshSession();
    client.setSessionConfig(session);
    client.sessionClear();
    expect(seen).toEqual([session, undefined]);
    expect(client.isLoggedIn()).toBe(false);
    expect(client.userSWA).toBeUndefined();
    expect(client.userKeys).toBeUndefined();
    expect(client.getSessionConfig()).toBeUndefined();
    unsubscribe();
    client.setSessionConfig(session);
    expect(seen).toHaveLength(2);
  });

  it('getAuthorizationToken builds a §6.1 bearer signed by the session key', async () => {
    const client = makeClient();
    const session = freshSession();
    client.setSessionConfig(session);
    const before = Math.round(Date.now() / 1000);
    const token = JSON.parse(atob(await client.getAuthorizationToken()));
    expect(Object.keys(token)).toEqual(['type', 'data', 'data_signature']);
    expect(token.type).toBe('ecdsa_uncompressed');
    expect(token.data.session_pub_key).toBe(session.sessionPubKey);
    expect(token.data.expire_at - before).toBeGreaterThanOrEqual(5400);
    expect(token.data.expire_at - before).toBeLessThanOrEqual(5401);
    const signer = await recoverMessageAddress({
      message: JSON.stringify(token.data),
      signature: token.data_signature,
    });
    expect(signer.toLowerCase()).toBe(
      SessionKey.fromPrivateKey(session.sessionPrivKey as `0x${string}`).address,
    );
  });

  it('getAuthorizationToken without a session → Session keys are not set', async () => {
    const error = await failureOf(() => makeClient().getAuthorizationToken());
    expect(error).toBeInstanceOf(SatchelError);
    expect(error.shortMessage).toBe('Session keys are not set');
  });
});
