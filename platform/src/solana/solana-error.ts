import type { FailedTransactionMetadata } from 'litesvm';

const MAX_REASON = 1000;

// Log lines that only frame a program's execution; the rest (program logs, `failed: …`) say why it failed.
const FRAMING = / invoke \[\d+\]$| consumed \d+ of \d+ compute units$| success$/;

/** The runtime's error as Rust prints it: `InstructionError(0, Custom(1))`, `InvalidProgramForExecution`. */
export function runtimeError(failed: FailedTransactionMetadata): string {
  const text = failed.toString();
  return /err: (.*?), meta: TransactionMetadata/.exec(text)?.[1] ?? String(failed.err());
}

/**
 * The order's reason for a failed transaction: `Transaction failed: <error>` and, when the programs logged why,
 * ` — <those log lines joined by "; ">` (e.g. `Transfer: insufficient lamports 5, need 9; Program 1111… failed:
 * custom program error: 0x1`), at most 1000 characters.
 */
export function failureReason(error: string, logs: string[]): string {
  const why = logs.filter((line) => !FRAMING.test(line));
  const reason = `Transaction failed: ${error}${why.length > 0 ? ` — ${why.join('; ')}` : ''}`;
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
}
