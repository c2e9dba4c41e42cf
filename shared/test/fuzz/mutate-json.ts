import fc from 'fast-check';
import { extraKey, nastyValue } from './nasty-values.js';
import { nearValues } from './near-values.js';

type Path = (string | number)[];
type Json = unknown;

/** Every path of a JSON value that leads to an object or array member (the root is `[]`). */
export function pathsOf(value: Json, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...pathsOf(item, [...at, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...at, key]));
  return out;
}

const clone = (value: Json): Json => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * One edit of a JSON document: replace a member (with a malformed value, or with one close to the member's own,
 * `near`), drop it, or add an unexpected key beside it.
 */
export interface Mutation {
  kind: 'replace' | 'near' | 'delete' | 'add';
  pick: number;
  key: string;
  value: unknown;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'near', 'near', 'delete', 'add'),
  pick: fc.nat(),
  key: extraKey,
  value: nastyValue,
});

const isContainer = (value: Json): value is Record<string, unknown> | unknown[] =>
  value !== null && typeof value === 'object';

function at(root: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (isContainer(node) ? (node as any)[key] : undefined), root);
}

function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  // defineProperty, so `__proto__` becomes an own key that JSON.stringify sends rather than a prototype change.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Applies mutations in order to a copy of `seed`; a replaced root is the new document. */
export function applyMutations(seed: Json, mutations: readonly Mutation[]): Json {
  let doc = clone(seed);
  for (const original of mutations) {
    // Generated values are shared between runs: edit copies, so no run changes another or builds a cycle.
    const m = { ...original, value: clone(original.value) };
    const paths = pathsOf(doc);
    const path = paths[m.pick % paths.length];
    const nearOf = (value: Json) => {
      const near = nearValues(value);
      return clone(near[Math.floor(m.pick / paths.length) % near.length]);
    };
    if (m.kind === 'add') {
      const node = at(doc, path);
      if (isContainer(node) && !Array.isArray(node)) setOwn(node, m.key, m.value);
      else if (Array.isArray(node)) node.push(m.value);
      continue;
    }
    if (path.length === 0) {
      doc = m.kind === 'replace' ? m.value : m.kind === 'near' ? nearOf(doc) : undefined;
      continue;
    }
    const parent = at(doc, path.slice(0, -1)) as Record<string, unknown> | unknown[];
    const key = path[path.length - 1];
    if (m.kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key as string];
    } else if (m.kind === 'near') {
      setOwn(parent, key, nearOf((parent as Record<string | number, unknown>)[key]));
    } else setOwn(parent, key, m.value);
  }
  return doc;
}

/** `seed` with one to three mutations: mostly a valid request with one or two fields off. */
export const mutatedJson = (seed: Json): fc.Arbitrary<Json> =>
  fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => applyMutations(seed, ms));
