import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * zod/mini installs no locale, so a message no schema sets would read `Invalid input` instead of classic zod's
 * `Invalid input: expected string, received number`. Every schema module calls this at its top, because a bundler
 * keeps the call only with a module the app uses. A locale the app configured itself is left alone. (Classic's other
 * default, the cycle memoizer, never acts on these schemas: none is recursive.)
 */
export function useEnglishMessages() {
  if (!z.config().localeError) z.config(en());
}
