import { useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  isReadKey,
  unwrap,
  type ReadName,
  type RpcError,
  type SatchelClient,
  type SatchelError,
} from '../../index.js';
import { toSatchelError } from '../provider/to-satchel-error.js';
import { MISSING_PROVIDER, useSatchelContext } from './use-satchel.js';

/**
 * Where a mutation hook's latest call is.
 * @example
 * const status: MutationStatus = useSignMessage().status; // 'idle' | 'pending' | 'success' | 'error'
 */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * Callbacks of a mutation hook, called for the latest call only: not for a call another one overtook, nor for one
 * still running when `reset()` was called.
 * @example
 * const options: MutationOptions<string> = { onSuccess: (jobId) => follow(jobId), onError: (e) => toast(e.message) };
 * const transfer = useTokenTransfer(options);
 */
export interface MutationOptions<TData> {
  /** Called with the result of the latest call, when it succeeded. */
  onSuccess?(data: TData): void;
  /** Called with the error of the latest call, when it failed. */
  onError?(error: SatchelError): void;
  /** Called after `onSuccess` or `onError`, with the latest call's result or error. */
  onSettled?(data: TData | undefined, error: SatchelError | undefined): void;
}

/**
 * A mutation's state, a union on `status`: `data` is defined on `'success'`, `error` on `'error'`.
 * @example
 * const sign = useSignMessage();
 * if (sign.status === 'success') console.log(sign.data.slice(0, 10)); // data: `0x${string}`
 */
export type MutationState<TData> =
  | { status: 'idle'; isPending: false; data: undefined; error: undefined }
  | { status: 'pending'; isPending: true; data: undefined; error: undefined }
  | { status: 'success'; isPending: false; data: TData; error: undefined }
  | { status: 'error'; isPending: false; data: undefined; error: SatchelError };

/**
 * What every mutation hook returns: the two ways to call it and the latest call's state (`MutationState`).
 * @example
 * const transfer: MutationResult<[input: TokenTransferInput, feePayer?: string], string> = useTokenTransfer();
 * if (transfer.status === 'error') console.warn(transfer.error.message);
 */
export type MutationResult<TArgs extends unknown[], TData> = MutationState<TData> & {
  /** Runs the action; the outcome lands in the state (and the callbacks), never as a rejection. */
  mutate(...args: TArgs): void;
  /** Runs the action and resolves to its result, or rejects with its error (the state follows too). */
  mutateAsync(...args: TArgs): Promise<TData>;
  /** Back to `idle`; a call still running no longer updates the state nor calls the callbacks. */
  reset(): void;
};

const IDLE = { status: 'idle', isPending: false, data: undefined, error: undefined } as const;
const PENDING = { status: 'pending', isPending: true, data: undefined, error: undefined } as const;

/**
 * The one mutation hook every action hook is made of (wagmi / TanStack style): `mutate(...args)` calls
 * `run(client, ...args)` with the provider's client; only the latest call sets the state and calls the callbacks. A
 * returned RpcError (logins and signing, docs/protocol.md §3.7) is reported as the error (`unwrap`); every error is a
 * `SatchelError`. After each success (overtaken calls included) the reads named in `invalidates` are revalidated
 * (swr `mutate`) and `afterSuccess` hears the result. A 401 saying the session ended logs the provider out.
 * @example
 * // A hook for an action the SDK has no hook for.
 * const keys = useSatchelMutation((client) => getUserKeys(client));
 * <button onClick={() => keys.mutate()} disabled={keys.isPending}>Show keys</button>;
 */
export function useSatchelMutation<TArgs extends unknown[], TResult>(
  run: (client: SatchelClient, ...args: TArgs) => Promise<TResult>,
  options: MutationOptions<Exclude<TResult, RpcError>> = {},
  invalidates?: readonly ReadName[],
  afterSuccess?: (data: Exclude<TResult, RpcError>) => void,
): MutationResult<TArgs, Exclude<TResult, RpcError>> {
  type TData = Exclude<TResult, RpcError>;
  const { client, error: configError, endSession } = useSatchelContext();
  const { mutate: revalidate } = useSWRConfig();
  const [state, setState] = useState<MutationState<TData>>(IDLE);
  // The latest run and callbacks, read when a call settles; `call` numbers the calls (reset counts as one).
  const latest = useRef({ run, options, afterSuccess, call: 0 });
  Object.assign(latest.current, { run, options, afterSuccess });

  const actions = useMemo(() => {
    const ref = latest.current;
    const mutateAsync = async (...args: TArgs): Promise<TData> => {
      const call = ++ref.call;
      const isLatest = () => call === ref.call;
      setState(PENDING);
      const user = client?.userSWA;
      try {
        if (!client) throw configError ?? new Error(MISSING_PROVIDER);
        const data = unwrap(await ref.run(client, ...args)) as TData;
        if (invalidates) void revalidate((key) => isReadKey(key, client, invalidates));
        ref.afterSuccess?.(data);
        if (isLatest()) {
          setState({ status: 'success', isPending: false, data, error: undefined });
          ref.options.onSuccess?.(data);
          ref.options.onSettled?.(data, undefined);
        }
        return data;
      } catch (failure) {
        const error = toSatchelError(failure);
        endSession(error, user);
        if (isLatest()) {
          setState({ status: 'error', isPending: false, data: undefined, error });
          ref.options.onError?.(error);
          ref.options.onSettled?.(undefined, error);
        }
        throw error;
      }
    };
    return {
      mutateAsync,
      mutate: (...args: TArgs) => void mutateAsync(...args).catch(() => {}),
      reset: () => {
        ref.call++;
        setState(IDLE);
      },
    };
  }, [client, configError, endSession, revalidate, invalidates]);

  return { ...actions, ...state };
}
