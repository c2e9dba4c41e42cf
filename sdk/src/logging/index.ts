export { RequestLog, type RequestLogEntry, type RequestLogListener } from './request-log.js';
export { maskSecrets, maskHeaders, isSecretKey, REDACTED } from './mask-secrets.js';
export { toCurl } from './to-curl.js';
export { consoleLogger } from './console-logger.js';
