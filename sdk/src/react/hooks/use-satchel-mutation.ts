import { useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isReadKey, unwrap, type ReadName, type RpcError, type SatchelClient } from '../../index.js';
import { useSatchelContext } from './use-satchel.js';

/**
 * Where a mutation hook's latest call is.
 * @example
 * const status: MutationStatus = useSignMessage().status; // 'idle' | 'pending' | 'success' | 'error'
 */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * Callbacks of a mutation hook, called with the latest call's outcome.
 * @example
 * const options: MutationOptions<string> = { onSuccess: (jobId) => follow(jobId), onError: (e) => toast(e.message) };
 * const transfer = useTokenTransfer(options);
 */
export interface MutationOptions<TData> {
  /** Called with the result of a call that succeeded (the latest one). */
  onSuccess?(data: TData): void;
  /** Called with the error of a call that failed (the latest one). */
  onError?(error: Error): void;
}

/**
 * What every mutation hook returns: the two ways to call it and the latest call's state.
 * @example
 * const transfer: MutationResult<[input: TokenTransferInput, feePayer?: string], string> = useTokenTransfer();
 * if (transfer.status === 'error') console.warn(transfer.error?.message);
 */
export interface MutationResult<TArgs extends unknown[], TData> {
  /** Runs the action; the outcome lands in the state (and the callbacks), never as a rejection. */
  mutate(...args: TArgs): void;
  /** Runs the action and resolves to its result, or rejects with its error (the state follows too). */
  mutateAsync(...args: TArgs): Promise<TData>;
  /** Back to `idle`; a call still running no longer updates the state. */
  reset(): void;
  status: MutationStatus;
  isPending: boolean;
  data?: TData;
  error?: Error;
}

/**
 * The one mutation hook every action hook is made of (wagmi / TanStack style): `mutate(...args)` calls
 * `run(client, ...args)` with the provider's client; only the latest call sets the state. A returned RpcError
 * (logins and signing, PROTOCOL §3.7) is reported as the error (`unwrap`). After a success the reads named in `invalidates`
 * are revalidated (swr `mutate`).
 * @example
 * // A hook for an action the SDK has no hook for.
 * const keys = useSatchelMutation((client) => getUserKeys(client));
 * <button onClick={() => keys.mutate()} disabled={keys.isPending}>Show keys</button>;
 */
export function useSatchelMutation<TArgs extends unknown[], TResult>(
  run: (client: SatchelClient, ...args: TArgs) => Promise<TResult>,
  options: MutationOptions<Exclude<TResult, RpcError>> = {},
  invalidates?: readonly ReadName[],
): MutationResult<TArgs, Exclude<TResult, RpcError>> {
  type TData = Exclude<TResult, RpcError>;
  const { client } = useSatchelContext();
  const { mutate: revalidate } = useSWRConfig();
  const [state, setState] = useState<{ status: MutationStatus; data?: TData; error?: Error }>({
    status: 'idle',
  });
  // The latest run and callbacks, read when a call settles; `call` numbers the calls.
  const latest = useRef({ run, options, call: 0 });
  Object.assign(latest.current, { run, options });

  const actions = useMemo(() => {
    const ref = latest.current;
    const mutateAsync = async (...args: TArgs): Promise<TData> => {
      const call = ++ref.call;
      const settle = (next: typeof state) => call === ref.call && setState(next);
      settle({ status: 'pending' });
      try {
        const data = unwrap(await ref.run(client, ...args)) as TData;
        if (invalidates) void revalidate((key) => isReadKey(key, client, invalidates));
        settle({ status: 'success', data });
        ref.options.onSuccess?.(data);
        return data;
      } catch (failure) {
        const error = failure instanceof Error ? failure : new Error(String(failure));
        settle({ status: 'error', error });
        ref.options.onError?.(error);
        throw error;
      }
    };
    return {
      mutateAsync,
      mutate: (...args: TArgs) => void mutateAsync(...args).catch(() => {}),
      reset: () => {
        ref.call++;
        setState({ status: 'idle' });
      },
    };
  }, [client, revalidate, invalidates]);

  return { ...actions, ...state, isPending: state.status === 'pending' };
}
