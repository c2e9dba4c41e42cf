/**
 * The SDK's console log levels, most verbose first (`logLevel` of the client config): each prints what the levels
 * after it print, and more; `silent` (the default) prints nothing. What each level prints: sdk/README.md "Logging".
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
/**
 * A console log level of the SDK client (`silent` by default).
 * @example
 * const client = new SatchelClient({ ...config, logLevel: import.meta.env.DEV ? 'debug' : 'silent' });
 */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Whether a line of level `line` prints for a client logging at `level` (none for `silent` or no level). */
export const logsAt = (level: LogLevel | undefined, line: Exclude<LogLevel, 'silent'>): boolean =>
  LOG_LEVELS.indexOf(level ?? 'silent') <= LOG_LEVELS.indexOf(line);
