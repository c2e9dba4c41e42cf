/** A bad or missing environment variable: the BFF refuses to start with this message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
