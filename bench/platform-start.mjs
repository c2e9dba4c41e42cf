// Benchmark: what a test platform's start costs — building the seed image once (a seeded database serialized:
// the world and every chain), then starting platforms from it one after the other (`createPlatform` with
// `seedImage`, as `npm test` starts its in-memory platforms) until their EVM chains are loaded, and closing them.
// Median wall and CPU per start. `--platform <path>` imports another build (e.g. main's dist) to compare side by side.
// Usage: node bench/platform-start.mjs [--starts 20] [--platform /work/main/platform/dist/index.js]
import { cpus, loadavg, totalmem } from 'node:os';
import { numberOption, stringOption } from './cli-options.mjs';

const STARTS = numberOption('starts', 20);
const { buildSeedImage, createPlatform } = await import(stringOption('platform', '@satchel/platform'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

let wall = performance.now();
let cpu = cpuMs();
const image = await buildSeedImage();
const seed = { wallMs: performance.now() - wall, cpuMs: cpuMs() - cpu, bytes: image.length };

const walls = [];
const cpus_ = [];
for (let i = 0; i < STARTS; i++) {
  wall = performance.now();
  cpu = cpuMs();
  const platform = createPlatform({ dbPath: ':memory:', seedImage: image, worker: false });
  await platform.chains.evm.ready();
  await platform.close();
  walls.push(performance.now() - wall);
  cpus_.push(cpuMs() - cpu);
}
const round = (n) => Number(n.toFixed(1));
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model.split(' ')[0]}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      loadAverage1m: round(loadavg()[0]),
      seedImage: { wallMs: round(seed.wallMs), cpuMs: round(seed.cpuMs), bytes: seed.bytes },
      start: { medianWallMs: round(median(walls)), medianCpuMs: round(median(cpus_)), starts: STARTS },
    },
    null,
    2,
  ),
);
