import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(message)` signs an EIP-191 message with the session key (`client.signMessage`); data = the signature.
 * @example
 * const sign = useSignMessage();
 * const signature = await sign.mutateAsync('Hello Satchel');
 */
export const useSignMessage = (options?: MutationOptions<`0x${string}`>) =>
  useSatchelMutation((client, message: string) => client.signMessage(message), options);
