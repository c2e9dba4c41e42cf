import { describe, expect, it } from '@jest/globals';
import { keptAdds, type StoreJob } from '../src/orders-push/kept-adds.js';
import { eventually } from './helpers/eventually.js';

// The jobs an instance keeps while Redis is down (src/orders-push/kept-adds.ts), on a store that is up or down at the
// test's word: stored in the order added, none dropped when more are added while the kept ones are being stored.
function store(up: { value: boolean }, stored: string[], delayMs = 0) {
  return (name: string): StoreJob =>
    async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!up.value) throw new Error('Connection is closed.');
      stored.push(name);
    };
}
const until = (done: () => boolean) => eventually(done, Boolean, { tries: 200, everyMs: 10 });

describe('keptAdds', () => {
  it('stores at once while the store is up', async () => {
    const stored: string[] = [];
    const kept: string[] = [];
    const adds = keptAdds(20, (name) => kept.push(name));
    const job = store({ value: true }, stored);
    await adds.add(job('a'), 'a');
    await adds.add(job('b'), 'b');
    expect(stored).toEqual(['a', 'b']);
    expect(kept).toEqual([]);
    expect(adds.close()).toBe(0);
  });

  it('keeps what fails, and what follows it, then stores all in order once the store answers', async () => {
    const up = { value: false };
    const stored: string[] = [];
    const kept: string[] = [];
    const adds = keptAdds(20, (name, error) => kept.push(`${name}: ${error.message}`));
    const job = store(up, stored, 5);
    await adds.add(job('a'), 'a');
    await adds.add(job('b'), 'b');
    expect(kept).toEqual(['a: Connection is closed.']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(stored).toEqual([]);
    up.value = true;
    // Added while the kept ones are being stored: behind them, not before.
    await until(() => stored.length > 0);
    await adds.add(job('c'), 'c');
    await until(() => stored.length === 3);
    await adds.add(job('d'), 'd');
    expect(stored).toEqual(['a', 'b', 'c', 'd']);
    expect(adds.close()).toBe(0);
  });

  it('close stops retrying and answers how many were still kept', async () => {
    const up = { value: false };
    const stored: string[] = [];
    const adds = keptAdds(20, () => undefined);
    const job = store(up, stored);
    await adds.add(job('a'), 'a');
    await adds.add(job('b'), 'b');
    expect(adds.close()).toBe(2);
    up.value = true;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(stored).toEqual([]);
  });
});
