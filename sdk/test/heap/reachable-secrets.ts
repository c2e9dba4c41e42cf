import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';

const reverse = (text: string) => [...text].reverse().join('');

/**
 * Secrets a test wants to look for in its own heap, held reversed: a test that kept the text itself would make it
 * reachable and always find it. `reveal` builds the real texts only once the heap has been captured.
 */
export class HiddenSecrets {
  readonly #keys: string[] = [];
  readonly #texts: string[] = [];

  /** A private key, `0x` + hex in any case: looked for as hex text (either case) and as bytes. */
  addKey(hex: string): void {
    this.#keys.push(reverse(hex.toLowerCase().replace(/^0x/, '')));
  }

  /** Any other secret text (e.g. the end of a bearer token), looked for as text. */
  addText(text: string): void {
    this.#texts.push(reverse(text));
  }

  reveal(): { keys: string[]; texts: string[] } {
    return { keys: this.#keys.map(reverse), texts: this.#texts.map(reverse) };
  }
}

export interface Reachable {
  /** Keys (bare lowercase hex) and texts found in a live string: anywhere in it, keys in either case. */
  asText: string[];
  /** Keys whose bytes are inside a live typed array's view. */
  asBytes: string[];
}

// V8 keeps only the first 1024 characters of a string in a snapshot by default; a key inside a long JSON text
// would be missed.
v8.setFlagsFromString('--heap-snapshot-string-limit=100000000');

/**
 * Which `secrets` are still reachable in this process's heap: a full GC, then (1) every live typed array (through
 * the inspector's `queryObjects`, which collects garbage first) searched for each secret's bytes, and (2) a heap
 * snapshot (written after a GC) searched for each secret's hex. Both are captured before the secrets are revealed.
 */
export async function reachableSecrets(secrets: HiddenSecrets): Promise<Reachable> {
  const session = new Session();
  session.connect();
  try {
    const { result: proto } = await session.post('Runtime.evaluate', {
      expression: 'Object.getPrototypeOf(Uint8Array.prototype)',
    });
    const { objects } = await session.post('Runtime.queryObjects', { prototypeObjectId: proto.objectId! });
    const file = join(mkdtempSync(join(tmpdir(), 'heap-')), 'heap.heapsnapshot');
    v8.writeHeapSnapshot(file);
    try {
      const { keys, texts } = secrets.reveal();
      const asBytes = await bytesFound(session, objects.objectId!, keys);
      const asText = await textFound(file, [
        ...keys.flatMap((hex) => [
          [hex, hex],
          [hex, hex.toUpperCase()],
        ]),
        ...texts.map((text) => [text, text]),
      ]);
      return { asText, asBytes };
    } finally {
      rmSync(file, { force: true });
    }
  } finally {
    session.disconnect();
  }
}

/** The needles whose bytes appear in a view of the typed arrays held by the inspector object `arrayId`. */
async function bytesFound(session: Session, arrayId: string, needles: string[]): Promise<string[]> {
  const { result } = await session.post('Runtime.callFunctionOn', {
    objectId: arrayId,
    returnByValue: true,
    arguments: [{ value: needles }],
    functionDeclaration: `function (needles) {
      const keys = needles.map((hex) => Uint8Array.from(hex.match(/../g), (b) => parseInt(b, 16)));
      const found = new Set();
      for (const array of this) {
        let bytes;
        try { bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength); } catch { continue; }
        keys.forEach((key, k) => {
          if (found.has(k)) return;
          for (let i = bytes.indexOf(key[0]); i >= 0 && i + key.length <= bytes.length; i = bytes.indexOf(key[0], i + 1)) {
            let j = 1;
            while (j < key.length && bytes[i + j] === key[j]) j++;
            if (j === key.length) { found.add(k); return; }
          }
        });
      }
      return [...found];
    }`,
  });
  return (result.value as number[]).map((k) => needles[k]!);
}

/** The secrets one of whose `[secret, form]` forms appears in the snapshot file's text (its strings). */
async function textFound(file: string, forms: string[][]): Promise<string[]> {
  const found = new Set<string>();
  let tail = '';
  for await (const chunk of createReadStream(file, { encoding: 'latin1', highWaterMark: 1 << 22 })) {
    const text = tail + (chunk as string);
    for (const [hex, form] of forms) if (!found.has(hex!) && text.includes(form!)) found.add(hex!);
    tail = text.slice(-512);
  }
  return [...found];
}
