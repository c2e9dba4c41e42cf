import { HttpError, SatchelError } from '../../errors/index.js';

/**
 * The public explorer functions turn every failure of their platform call into their wrapper text (PROTOCOL §4);
 * the call's own message stays in `metaMessages` and `cause`, its details in `details`.
 */
export async function wrapFailure<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new SatchelError(message, {
      code: error.code,
      details: error.details,
      metaMessages: [error.shortMessage],
      cause: error,
    });
  }
}
