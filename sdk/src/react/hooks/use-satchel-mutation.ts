import { useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
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

// swr keys a mutation by the resource it changes; these change no cache entry of their own (the reads they affect
// are revalidated by name), so they share one key that no read uses.
const MUTATION_KEY = '$satchel$mutation';

/** A call's result boxed: swr's `data` then tells a success without a result (`useLogout`) from no call at all. */
interface Settled<T> {
  value: T;
}

/**
 * The one mutation hook every action hook is made of, on swr's own `useSWRMutation` (which keeps the state of the
 * latest call and drops the calls a newer one, or `reset()`, overtook): `mutate(...args)` calls
 * `run(client, ...args)` with the provider's client. A returned RpcError (logins and signing, docs/protocol.md §3.7)
 * is reported as the error (`unwrap`); every error is a `SatchelError`. After each success (overtaken calls
 * included) the reads named in `invalidates` are revalidated (swr `mutate`) and `afterSuccess` hears the result. A
 * 401 saying the session ended logs the provider out.
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
  // The latest run and callbacks, read when a call runs and when it settles.
  const latest = useRef({ run, options, afterSuccess });
  Object.assign(latest.current, { run, options, afterSuccess });
  const report = (data: TData | undefined, error?: SatchelError) => {
    const { onSuccess, onError, onSettled } = latest.current.options;
    if (error) onError?.(error);
    else onSuccess?.(data as TData);
    onSettled?.(data, error);
  };
  // swr starts each call (state `pending` first, then the call) and reports its outcome, for the latest call only.
  const swr = useSWRMutation<Settled<TData>, SatchelError, string, () => Promise<Settled<TData>>>(
    MUTATION_KEY,
    (_key, { arg: start }) => start(),
    { onSuccess: ({ value }) => report(value), onError: (error) => report(undefined, error) },
  );
  const { trigger, reset } = swr;

  const actions = useMemo(() => {
    const call = async (...args: TArgs): Promise<TData> => {
      const user = client?.userSWA;
      try {
        if (!client) throw configError ?? new Error(MISSING_PROVIDER);
        const data = unwrap(await latest.current.run(client, ...args)) as TData;
        if (invalidates) void revalidate((key) => isReadKey(key, client, invalidates));
        latest.current.afterSuccess?.(data);
        return data;
      } catch (failure) {
        const error = toSatchelError(failure);
        endSession(error, user);
        throw error;
      }
    };
    const mutateAsync = (...args: TArgs): Promise<TData> => {
      let result!: Promise<TData>;
      // swr calls `start` at once; it settles the state and callbacks first, then the caller gets this call's own
      // outcome (an overtaken call's too, which swr drops).
      const reported = trigger(() => (result = call(...args)).then((value) => ({ value })));
      return reported.then(
        () => result,
        () => result,
      );
    };
    return {
      mutateAsync,
      mutate: (...args: TArgs) => void mutateAsync(...args).catch(() => {}),
      reset,
    };
  }, [client, configError, endSession, revalidate, invalidates, trigger, reset]);

  // Every field is read, so swr re-renders on each change of the latest call (a failed call keeps swr's `data`).
  const { data: settled, error, isMutating } = swr;
  const status = isMutating ? 'pending' : error ? 'error' : settled ? 'success' : 'idle';
  return {
    ...actions,
    status,
    isPending: isMutating,
    data: status === 'success' ? settled!.value : undefined,
    error: status === 'error' ? error : undefined,
  } as MutationResult<TArgs, TData>;
}
