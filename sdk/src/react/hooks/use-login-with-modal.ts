import { authenticateWithModal } from '../webview/authenticate-with-modal.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(callbacks?, appearance?)` logs in through the hosted auth modal (`authenticateWithModal`); data = the userSWA.
 * @example
 * const modal = useLoginWithModal({ onSuccess: (userSWA) => console.log('logged in', userSWA) });
 * <button onClick={() => modal.mutate()}>Log in</button>;
 */
export const useLoginWithModal = (options?: MutationOptions<string>) =>
  useSatchelMutation(authenticateWithModal, options);
