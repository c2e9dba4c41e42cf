/**
 * Stores `value` under `key` in a map used as a bounded memory: the oldest entry goes once `max` are held, and a key
 * stored again counts as new. Returns `value`.
 */
export function remember<K, V>(memory: Map<K, V>, key: K, value: V, max: number): V {
  memory.delete(key);
  if (memory.size >= max) memory.delete(memory.keys().next().value as K);
  memory.set(key, value);
  return value;
}
