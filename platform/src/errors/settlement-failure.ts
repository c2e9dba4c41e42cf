/** What would make the transaction fail on chain: the order ends FAILED with this reason. */
export class SettlementFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SettlementFailure';
  }
}

/**
 * An error's first line, at most 200 characters: what the log keeps of an unexpected error (one line per attempt,
 * never its stack).
 */
export function errorSummary(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n', 1)[0].trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
