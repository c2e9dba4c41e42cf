// Test support shared by every package's tests, the browser tests, the benches and the scripts (never by src/).
export { freePort } from './free-port.mjs';
export { startNotFoundServer } from './not-found-server.mjs';
export { readDevCode } from './read-dev-code.mjs';
export { ROOT } from './root.mjs';
export { buildLocked } from './build-locked.mjs';
export { seedImageFor } from './seed-image.mjs';
export { sessionValidUntil } from './session-valid-until.mjs';
export { spawnService, waitForHealthy } from './service.mjs';
export { startPlatform } from './start-platform.mjs';
export { startStack } from './start-stack.mjs';
