import { INTENT_AFFECTED_READS, type SatchelClient } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';
import { useSettlement } from './use-settlement.js';

/**
 * Options of the intent hooks (`useTokenTransfer`, `useNftTransfer`, …): the callbacks, and whether the hook follows
 * the order it submitted.
 * @example
 * const transfer = useTokenTransfer({ onSuccess: setJobId, followOrder: false }); // the app follows it itself
 */
export interface IntentMutationOptions extends MutationOptions<string> {
  /**
   * Default true: each submitted order is followed in the background (beyond the component's life, until the
   * provider's client goes) and the reads it changes are revalidated when it is final. The reads are revalidated
   * at submission either way.
   */
  followOrder?: boolean;
}

/** An intent action as a mutation: data = the jobId; the reads are revalidated at submission and at settlement. */
export function useIntentMutation<TArgs extends unknown[]>(
  run: (client: SatchelClient, ...args: TArgs) => Promise<string>,
  { followOrder = true, ...options }: IntentMutationOptions = {},
) {
  const { follow } = useSettlement();
  return useSatchelMutation(run, options, INTENT_AFFECTED_READS, followOrder ? follow : undefined);
}
