import { ensureSessionKeyFile } from './session-key-file.js';

// `node server/dist/session-key/main.js <file>`: the scale profile's one-shot `session-key` service
// (docker-compose.yml) writes the key its BFF instances share, then exits; 1 with the reason when it cannot.
const path = process.argv[2];
try {
  if (!path) throw new Error('usage: node server/dist/session-key/main.js <file>');
  const outcome = ensureSessionKeyFile(path, process.env.SESSION_ENCRYPTION_KEY || undefined);
  const said = { given: 'SESSION_ENCRYPTION_KEY written to', kept: 'kept the key in', created: 'new key in' };
  console.log(`session key: ${said[outcome]} ${path}`);
} catch (error) {
  console.error(`session key: ${(error as Error).message}`);
  process.exitCode = 1;
}
