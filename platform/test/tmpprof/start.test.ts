import { it } from '@jest/globals';
import { startPlatform } from '@satchel/test-support';
it('starts', async () => {
  const t0 = performance.now();
  const a = await startPlatform({});
  await a.chains.evm!.ready();
  const t1 = performance.now();
  await a.close();
  const b = await startPlatform({});
  await b.chains.evm!.ready();
  const t2 = performance.now();
  await b.close();
  console.log('first', t1 - t0, 'second', t2 - t1);
});
