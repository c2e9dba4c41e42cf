/** Secrets a test looks for in its own heap, held reversed so that holding them does not make them reachable. */
export declare class HiddenSecrets {
  /** A private key, `0x` + hex in any case: looked for as hex text (either case) and as bytes. */
  addKey(hex: string): void;
  /** Any other secret text (e.g. the end of a bearer token), looked for as text. */
  addText(text: string): void;
  reveal(): { keys: string[]; texts: string[] };
}

export interface Reachable {
  /** Keys (bare lowercase hex) and texts found in a live string: anywhere in it, keys in either case. */
  asText: string[];
  /** Keys whose bytes are inside a live typed array's view. */
  asBytes: string[];
}

/**
 * Which secrets of each set are still reachable in this process's heap (live typed arrays and a heap snapshot,
 * after a GC), one answer per set in order.
 */
export declare function reachableSecrets(...sets: HiddenSecrets[]): Promise<Reachable[]>;

/** Runs `scenario` of the script `file` (a path) in a fresh Node process and answers the JSON of its answer line. */
export declare function runIsolated<T = unknown>(file: string, scenario: string): Promise<T>;

/**
 * In a scenario script: runs the scenario named on the command line, then `close` (what stops the platforms and
 * servers it started), and prints its answer line.
 */
export declare function scenarioMain(
  scenarios: Record<string, () => Promise<unknown>>,
  close?: () => Promise<void>,
): Promise<void>;
