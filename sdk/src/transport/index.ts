export { platformCall } from './platform-call.js';
export { sendRequest, type RawResponse } from './send-request.js';
export type { CallMessages, PlatformCall, TransportConfig } from './types.js';
export { API_PATHS } from './api-paths.js';
