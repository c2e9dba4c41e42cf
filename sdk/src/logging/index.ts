export { RequestLog, type RequestLogEntry, type RequestLogListener } from './request-log.js';
export { maskSecrets, maskHeaders, REDACTED } from './mask-secrets.js';
export { isSecretKey } from './is-secret-key.js';
export { toCurl } from './to-curl.js';
export { consoleLogger } from './console-logger.js';
