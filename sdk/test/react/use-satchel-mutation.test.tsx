/** @jest-environment jsdom */
import './helpers/node-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEMO_CLIENT } from '@satchel/shared';
import { RpcError, SatchelError, type SatchelClient } from '../../src/index.js';
import { useSatchelMutation, type MutationOptions } from '../../src/react/hooks/use-satchel-mutation.js';
import { SatchelProvider } from '../../src/react/provider/satchel-provider.js';

// The mutation engine on swr's useSWRMutation, without a platform: each call's outcome is settled by hand, so the
// order of overlapping calls is the test's. The browser tests (e2e/react) run the same rules against a real one.

afterEach(cleanup);

const config = {
  environment: 'sandbox' as const,
  clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
  clientSWA: DEMO_CLIENT.clientSWA,
  platformUrl: 'http://127.0.0.1:9',
  logging: false,
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <SatchelProvider config={config}>{children}</SatchelProvider>
);

/** Calls whose outcome the test decides: `settle(i, value | Error)` resolves or rejects the i-th call. */
function scripted() {
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const run = (_client: unknown, _arg: string) =>
    new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject }));
  const settle = async (index: number, outcome: unknown) => {
    await act(async () => {
      if (outcome instanceof Error) pending[index]!.reject(outcome);
      else pending[index]!.resolve(outcome);
    });
  };
  return { run, settle };
}

function heard() {
  const log: string[] = [];
  const options: MutationOptions<unknown> = {
    onSuccess: (data) => log.push(`success:${String(data)}`),
    onError: (error) => log.push(`error:${error.message}`),
    onSettled: (data, error) => log.push(`settled:${error ? 'error' : String(data)}`),
  };
  return { log, options };
}

const mountHook = (
  run: (client: SatchelClient, arg: string) => Promise<unknown>,
  options: MutationOptions<unknown>,
) => renderHook(() => useSatchelMutation(run, options), { wrapper });

describe('useSatchelMutation (swr mutation)', () => {
  it('goes idle → pending → success; the callbacks hear the result once; mutateAsync resolves to it', async () => {
    const { run, settle } = scripted();
    const { log, options } = heard();
    const { result } = mountHook(run, options);
    expect(result.current).toMatchObject({
      status: 'idle',
      isPending: false,
      data: undefined,
      error: undefined,
    });
    let call!: Promise<unknown>;
    act(() => {
      call = result.current.mutateAsync('a');
    });
    expect(result.current).toMatchObject({ status: 'pending', isPending: true, data: undefined });
    await settle(0, 'A');
    await expect(call).resolves.toBe('A');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ isPending: false, data: 'A', error: undefined });
    expect(log).toEqual(['success:A', 'settled:A']);
  });

  it('an action without a result still ends in success (a logout)', async () => {
    const { result } = mountHook(async () => undefined, {});
    await act(async () => {
      await result.current.mutateAsync('x');
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBeUndefined();
  });

  it('two overlapping calls: only the latest sets the state and calls back; each caller gets its own outcome', async () => {
    const { run, settle } = scripted();
    const { log, options } = heard();
    const { result } = mountHook(run, options);
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.mutateAsync('first');
      second = result.current.mutateAsync('second');
    });
    await settle(1, 'SECOND');
    await settle(0, new SatchelError('first failed'));
    await expect(first).rejects.toThrow('first failed');
    await expect(second).resolves.toBe('SECOND');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe('SECOND');
    expect(log).toEqual(['success:SECOND', 'settled:SECOND']);
  });

  it('reset: back to idle at once; the running call changes nothing when it settles, yet resolves', async () => {
    const { run, settle } = scripted();
    const { log, options } = heard();
    const { result } = mountHook(run, options);
    let call!: Promise<unknown>;
    act(() => {
      call = result.current.mutateAsync('a');
    });
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    await settle(0, 'A');
    await expect(call).resolves.toBe('A');
    expect(result.current).toMatchObject({ status: 'idle', data: undefined });
    expect(log).toEqual([]);
  });

  it('a returned RpcError is the error; mutate never rejects, mutateAsync does', async () => {
    const rpc = new RpcError('Authentication failed: Invalid OTP', { code: -32003, status: 401 });
    const { log, options } = heard();
    const { result } = mountHook(async () => rpc, options);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      act(() => result.current.mutate('a'));
      await waitFor(() => expect(result.current.status).toBe('error'));
      expect(result.current.error).toBe(rpc);
      await act(async () => {
        await expect(result.current.mutateAsync('b')).rejects.toBe(rpc);
      });
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(log).toEqual([
      'error:Authentication failed: Invalid OTP',
      'settled:error',
      'error:Authentication failed: Invalid OTP',
      'settled:error',
    ]);
  });

  it('anything else thrown becomes a SatchelError (kept as its cause); an error is followed by a new success', async () => {
    const { run, settle } = scripted();
    const { result } = mountHook(run, {});
    const thrown = new TypeError('boom');
    act(() => result.current.mutate('a'));
    await settle(0, thrown);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(SatchelError);
    expect(result.current.error).toMatchObject({ message: 'boom', cause: thrown });
    act(() => result.current.mutate('b'));
    expect(result.current).toMatchObject({ status: 'pending', error: undefined });
    await settle(1, 'B');
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: 'B', error: undefined }),
    );
  });
});
