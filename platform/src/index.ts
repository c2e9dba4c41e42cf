export { createPlatform, type Platform, type PlatformOptions } from './create-platform.js';
export { startPlatform, type RunningPlatform, type StartOptions } from './start-platform.js';
export { buildSeedImage } from './seed-image.js';
export { loadConfig, type LoadedConfig } from './config.js';
export { createApp } from './app.js';
export type { PlatformConfig, PlatformContext } from './context.js';
export type { AuthenticatedSession } from './session.js';
