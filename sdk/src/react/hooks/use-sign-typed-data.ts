import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(typedData)` signs EIP-712 typed data, an object or its JSON text (`client.signTypedData`); data = the signature.
 * @example
 * const sign = useSignTypedData();
 * const signature = await sign.mutateAsync({ types, primaryType: 'Mail', domain, message });
 */
export const useSignTypedData = (options?: MutationOptions<`0x${string}`>) =>
  useSatchelMutation((client, typedData: object | string) => client.signTypedData(typedData), options);
