/** What a follower reads of one order; undefined when it is not (yet) visible. */
export interface FollowedOrder {
  status: string;
  reason: string;
}

/** The most a case may wait, from its acknowledgement, to be SUCCESSFUL or FAILED. */
export const ORDER_DEADLINE_MS = 45_000;

const FINAL = new Set(['SUCCESSFUL', 'FAILED']);
/** A reason must be for a person: no stack frame, file path or exception name. */
const MACHINE_TEXT =
  /\bat [\w$.<>]+ \(|node_modules|\.(?:ts|js|mjs):\d+|\b(?:TypeError|RangeError|SyntaxError)\b/;

/**
 * Follows acknowledged orders until each is final: every one must end SUCCESSFUL or FAILED within `deadlineMs`,
 * a FAILED one with a reason a person can read. Answers the problems found (empty when all is well) and the final
 * orders by job id.
 */
export async function followOrders(
  jobIds: readonly string[],
  read: (jobId: string) => Promise<FollowedOrder | undefined>,
  deadlineMs = ORDER_DEADLINE_MS,
  pollMs = 100,
): Promise<{ problems: string[]; final: Map<string, FollowedOrder> }> {
  const until = Date.now() + deadlineMs;
  const final = new Map<string, FollowedOrder>();
  let pending = [...jobIds];
  while (pending.length > 0 && Date.now() < until) {
    const reads = await Promise.all(pending.map(async (id) => [id, await read(id)] as const));
    for (const [id, order] of reads) if (order && FINAL.has(order.status)) final.set(id, order);
    pending = pending.filter((id) => !final.has(id));
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const problems = pending.map((id) => `order ${id} not final within ${deadlineMs / 1000} s`);
  for (const [id, { status, reason }] of final) {
    if (status === 'FAILED' && reason.trim() === '') problems.push(`order ${id} FAILED without a reason`);
    if (MACHINE_TEXT.test(reason))
      problems.push(`order ${id} reason is not for a person: ${reason.slice(0, 200)}`);
  }
  return { problems, final };
}
