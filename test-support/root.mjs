import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this workspace sits right under it). */
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
