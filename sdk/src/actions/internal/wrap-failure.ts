import { HttpError } from '../../errors/index.js';

/**
 * The public explorer functions turn every failure of their platform call into their wrapper text (docs/protocol.md §4).
 * It stays the same HttpError (kind, status, code, errorCode, details), so a 401 reads alike from every read; the
 * call's own message is in `metaMessages`, the original in `cause`.
 */
export async function wrapFailure<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw HttpError.wrap(message, error);
  }
}
