// Shared helpers of the SDK benchmarks: the protocol vectors, machine facts, and an interleaved timer that runs the
// contenders in alternating rounds so background load hits them alike.
import { readFileSync } from 'node:fs';
import os from 'node:os';

export const vectors = JSON.parse(
  readFileSync(new URL('../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);

export function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    cpu: `${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
    loadavg: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs every contender `iterations` times per round, `rounds` times, rotating the order each round.
 * Returns median ops/s per contender and the median per-round ratio of each contender to the first (the baseline).
 */
export async function interleaved(contenders, { rounds = 25, iterations = 100, warmup = 200 } = {}) {
  for (const { fn } of contenders) for (let i = 0; i < warmup; i++) await fn();
  const perRound = contenders.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < contenders.length; k++) {
      const index = (k + r) % contenders.length;
      const { fn } = contenders[index];
      const start = performance.now();
      for (let i = 0; i < iterations; i++) await fn();
      perRound[index].push((iterations * 1000) / (performance.now() - start));
    }
  }
  return contenders.map(({ name }, index) => ({
    name,
    opsPerSec: Math.round(median(perRound[index])),
    ratioToBaseline: Number(median(perRound[index].map((ops, r) => ops / perRound[0][r])).toFixed(3)),
  }));
}
