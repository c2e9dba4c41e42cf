import { SatchelError } from '../../errors/index.js';

/** Hook errors are always SatchelErrors: anything else thrown (a bug, a foreign throw) is wrapped, kept as `cause`. */
export function toSatchelError(failure: unknown): SatchelError {
  if (failure instanceof SatchelError) return failure;
  const message = failure instanceof Error ? failure.message : String(failure);
  return new SatchelError(message, { cause: failure });
}
