// The heap search of the tests that show no secret outlives its owner (sdk/test/client/session-secrets.test.ts,
// server/test/session-secrets.test.ts); plain ESM with reachable-secrets.d.mts, so both packages' tests can import it.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';

/** @param {string} text */
const reverse = (text) => [...text].reverse().join('');

/**
 * Secrets a test wants to look for in its own heap, held reversed: a test that kept the text itself would make it
 * reachable and always find it. `reveal` builds the real texts only once the heap has been captured.
 */
export class HiddenSecrets {
  /** @type {string[]} */
  #keys = [];
  /** @type {string[]} */
  #texts = [];

  /** A private key, `0x` + hex in any case: looked for as hex text (either case) and as bytes. */
  addKey(hex) {
    const lower = hex.toLowerCase();
    this.#keys.push(reverse(lower.startsWith('0x') ? lower.slice(2) : lower));
  }

  /** Any other secret text (e.g. the end of a bearer token), looked for as text. */
  addText(text) {
    this.#texts.push(reverse(text));
  }

  reveal() {
    return { keys: this.#keys.map(reverse), texts: this.#texts.map(reverse) };
  }
}

// V8 keeps only the first 1024 characters of a string in a snapshot by default; a key inside a long JSON text
// would be missed.
v8.setFlagsFromString('--heap-snapshot-string-limit=100000000');

/**
 * Which secrets of each set are still reachable in this process's heap (one answer per set, in order; one capture
 * for all, as a snapshot takes seconds): a full GC, then (1) every live typed array (through the inspector's
 * `queryObjects`, which collects garbage first) searched for each key's bytes, and (2) a heap snapshot (written after
 * a GC) searched for each secret's text. Both are captured before the secrets are revealed.
 */
export async function reachableSecrets(...sets) {
  // RegExp's legacy statics (RegExp.input, $_) hold the last matched string until the next match in the realm: a
  // key just validated by a regular expression would be found there, which any later match (every request runs
  // dozens) replaces. Not what is looked for here, so one harmless match first.
  /x/.exec('x');
  const session = new Session();
  session.connect();
  try {
    const { result: proto } = await session.post('Runtime.evaluate', {
      expression: 'Object.getPrototypeOf(Uint8Array.prototype)',
    });
    const { objects } = await session.post('Runtime.queryObjects', { prototypeObjectId: proto.objectId });
    const dir = mkdtempSync(join(tmpdir(), 'heap-'));
    const file = join(dir, 'heap.heapsnapshot');
    v8.writeHeapSnapshot(file);
    try {
      const revealed = sets.map((set) => set.reveal());
      const keys = revealed.flatMap((set) => set.keys);
      const texts = revealed.flatMap((set) => set.texts);
      const asBytes = new Set(await bytesFound(session, objects.objectId, keys));
      const asText = new Set(
        await textFound(file, [
          ...keys.flatMap((hex) => [
            [hex, hex],
            [hex, hex.toUpperCase()],
          ]),
          ...texts.map((text) => [text, text]),
        ]),
      );
      return revealed.map((set) => ({
        asText: [...set.keys, ...set.texts].filter((secret) => asText.has(secret)),
        asBytes: set.keys.filter((key) => asBytes.has(key)),
      }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    session.disconnect();
  }
}

/** The needles whose bytes appear in a view of the typed arrays held by the inspector object `arrayId`. */
async function bytesFound(session, arrayId, needles) {
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
  return result.value.map((k) => needles[k]);
}

/**
 * The secrets one of whose `[secret, form]` forms appears in the snapshot file's text (its strings). The text is
 * scanned once for hex forms (keys, a hundred of them): each run of hex digits long enough to hold one is cut into
 * every window of each form length, looked up in a Set. Any other form is searched for on its own.
 */
async function textFound(file, forms) {
  const isHex = (form) => /^[0-9a-fA-F]+$/.test(form);
  /** @type {Map<string, string>} form -> secret */
  const hexForms = new Map(forms.filter(([, form]) => isHex(form)).map(([secret, form]) => [form, secret]));
  const otherForms = forms.filter(([, form]) => !isHex(form));
  const lengths = [...new Set([...hexForms.keys()].map((form) => form.length))];
  const shortest = Math.min(...lengths);
  // A form split between two chunks is whole in the next one's text, which starts with the end of this one.
  const overlap = Math.max(512, ...forms.map(([, form]) => form.length));
  const found = new Set();
  let tail = '';
  for await (const chunk of createReadStream(file, { encoding: 'latin1', highWaterMark: 1 << 22 })) {
    const text = tail + chunk;
    if (lengths.length > 0)
      for (const run of hexRuns(text, shortest))
        for (const length of lengths)
          for (let i = 0; i + length <= run.length; i++) {
            const secret = hexForms.get(run.slice(i, i + length));
            if (secret !== undefined) found.add(secret);
          }
    for (const [secret, form] of otherForms) if (!found.has(secret) && text.includes(form)) found.add(secret);
    tail = text.slice(-overlap);
  }
  return [...found];
}

/** @param {number} code */
const isHexCode = (code) => (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 102);

/**
 * The maximal runs of hex digits in `text` at least `minLength` long. Such a run covers a whole block of
 * `minLength / 2` characters at a multiple of that size, so only those blocks are tested (most of a snapshot is
 * short numbers between commas, and a block fails within a few characters), and the hex ones are widened.
 */
function* hexRuns(text, minLength) {
  const step = Math.max(1, minLength >> 1);
  let done = 0;
  for (let block = 0; block + step <= text.length; block += step) {
    if (block < done) continue;
    let i = block + step - 1;
    while (i >= block && isHexCode(text.charCodeAt(i))) i--;
    if (i >= block) continue;
    let start = block;
    while (start > 0 && isHexCode(text.charCodeAt(start - 1))) start--;
    let end = block + step;
    while (end < text.length && isHexCode(text.charCodeAt(end))) end++;
    if (end - start >= minLength) yield text.slice(start, end);
    done = end;
  }
}

/** What starts the scenario's answer line (logs may print other lines). */
const ANSWER = 'scenario answer: ';

/**
 * Runs `scenario` of the script `file` in a fresh Node process (tsx, workspace sources) and answers what it printed
 * on its answer line, as JSON. The heap search must see only that scenario's heap: inside a test runner that runs
 * every file in one process (jest on two cores does), a snapshot of everything the other files left is gigabytes
 * and minutes.
 */
export async function runIsolated(file, scenario) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', file, scenario], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let out = '';
  let err = '';
  // The answer line comes just before `process.exit`. A scenario process was once seen hung there (its main thread
  // waiting on a futex, the platform's signature worker alive; that pool is gone since): the answer, once complete,
  // is taken and the process killed, so a hang in exit cannot fail the test; a hang before it still does. The promise
  // settles on 'close', once the process is reaped and its pipes are shut: settled earlier, the test file ended with
  // the child still a live handle of jest's worker, which then could not exit ("A worker process has failed to exit
  // gracefully").
  const answer = () => {
    const line = out.split('\n').find((text, i, lines) => text.startsWith(ANSWER) && i < lines.length - 1);
    return line === undefined ? undefined : JSON.parse(line.slice(ANSWER.length));
  };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (answer() !== undefined) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) => {
      const value = answer();
      if (value !== undefined) resolve(value);
      else reject(new Error(`${scenario} exited ${code} without an answer: ${err.slice(-2000)}`));
    });
  });
}

/**
 * In a scenario script: runs the scenario named on the command line, then `close` (what stops the platforms and
 * servers the scenario started: their workers would outlive `process.exit`'s cleanup), and prints its answer line.
 */
export async function scenarioMain(scenarios, close) {
  const name = process.argv[2];
  const run = scenarios[name];
  if (!run) throw new Error(`unknown scenario ${name}`);
  let answer;
  try {
    answer = await run();
  } finally {
    await close?.();
  }
  process.stdout.write(`\n${ANSWER}${JSON.stringify(answer)}\n`);
  process.exit(0);
}
