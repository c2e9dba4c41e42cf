import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/** A session key as `SESSION_ENCRYPTION_KEY` takes it: 32 bytes as 64 hex. */
export const SESSION_KEY_HEX = /^[0-9a-fA-F]{64}$/;
export const SESSION_KEY_MALFORMED = 'SESSION_ENCRYPTION_KEY must be 64 hex characters (32 bytes)';

/** What `ensureSessionKeyFile` did: wrote the key it was given, kept the file's, or drew a new one. */
export type SessionKeyOutcome = 'given' | 'kept' | 'created';

/**
 * The file several BFF instances read as `SESSION_ENCRYPTION_KEY_FILE` (docker-compose.yml's `scale` profile), so a
 * cookie session or an order follower sealed by one opens on the other: the key `given` (the operator's
 * `SESSION_ENCRYPTION_KEY`), else the one the file already holds (the instances keep their sessions across
 * restarts), else 32 new random bytes. A new file is written aside and linked into place, so a reader never sees half
 * a key and two writers cannot leave different keys. Never prints the key.
 */
export function ensureSessionKeyFile(path: string, given: string | undefined): SessionKeyOutcome {
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  if (given) {
    if (!SESSION_KEY_HEX.test(given)) throw new Error(SESSION_KEY_MALFORMED);
    writeFileSync(aside, `${given}\n`, { mode: 0o400 });
    renameSync(aside, path);
    return 'given';
  }
  const kept = readKey(path);
  if (kept !== undefined) return 'kept';
  writeFileSync(aside, `${randomBytes(32).toString('hex')}\n`, { mode: 0o400 });
  try {
    linkSync(aside, path);
    return 'created';
  } catch (error) {
    // Another writer linked its key first: that one stands.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    readKey(path);
    return 'kept';
  } finally {
    unlinkSync(aside);
  }
}

/** The key in `path`, undefined when there is no file; a file that holds no key is an error (never overwritten). */
function readKey(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!SESSION_KEY_HEX.test(text))
    throw new Error(`${path} holds no session key (64 hex characters); remove it to draw a new one`);
  return text;
}
