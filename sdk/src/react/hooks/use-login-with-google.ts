import { loginWithGooglePopup } from '../google/login-with-google-popup.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate({state?})` logs in through the Google pop-up (call it from a click handler); data = the userSWA.
 * @example
 * const google = useLoginWithGoogle();
 * <button onClick={() => google.mutate({})}>Sign in with Google</button>;
 */
export const useLoginWithGoogle = (options?: MutationOptions<string>) =>
  useSatchelMutation(loginWithGooglePopup, options);
