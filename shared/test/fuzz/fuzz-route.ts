import fc from 'fast-check';
import { answerProblems, type EnvelopeStyle, type ErrorFormat } from './answer-problems.js';
import { fuzzSeed, routeSeed } from './fuzz-settings.js';
import type { RequestCase } from './request-case.js';
import { sendCase, type Answer } from './send-request.js';

export interface FuzzRouteOptions {
  baseUrl: string;
  method: string;
  path: string;
  cases: fc.Arbitrary<RequestCase>;
  runs: number;
  style: EnvelopeStyle;
  /** Values that must never come back (the session key, the bearer tokens sent). */
  secrets?: readonly string[];
  /** What an error answer of this route looks like (default: the envelope). */
  errorFormat?: ErrorFormat;
  /** Called with every job id an answer acknowledged (`data.jobId`), so the suite can follow its order. */
  onJobId?: (jobId: string) => void;
}

/** The `data.jobId` of an answer, if it acknowledged an order. */
export function jobIdOf(answer: Answer): string | undefined {
  if (answer.status < 200 || answer.status >= 300) return undefined;
  try {
    const jobId = (JSON.parse(answer.body.toString('utf8')) as { data?: { jobId?: unknown } })?.data?.jobId;
    return typeof jobId === 'string' ? jobId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends `runs` generated requests to one route and fails on the first answer with a problem (answerProblems),
 * shrunk to a small case, with the seed that replays it.
 */
export async function fuzzRoute(options: FuzzRouteOptions): Promise<void> {
  const seed = fuzzSeed();
  const route = `${options.method} ${options.path}`;
  const property = fc.asyncProperty(options.cases, async (c) => {
    const answer = await sendCase(options.baseUrl, options.method, options.path, c);
    const jobId = options.onJobId && jobIdOf(answer);
    if (jobId) options.onJobId?.(jobId);
    const problems = answerProblems(answer, options.style, options.secrets, options.errorFormat);
    if (problems.length)
      throw new Error(
        `${answer.status}: ${problems.join('; ')}\n${answer.body.toString('utf8').slice(0, 400)}`,
      );
  });
  try {
    await fc.assert(property, {
      seed: routeSeed(seed, route),
      numRuns: options.runs,
      includeErrorInReport: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${route} (replay: FUZZ_SEED=${seed} npm run test:fuzz)\n${message}`);
  }
}
