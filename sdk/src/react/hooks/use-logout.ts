import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/** `mutate()` ends the session (`client.sessionClear`; the provider forgets the stored copy and turns `logged-out`). */
export const useLogout = (options?: MutationOptions<void>) =>
  useSatchelMutation(async (client) => client.sessionClear(), options);
