import { isIP, isIPv4 } from 'node:net';
import { ConfigError } from './config-error.js';

const NAMED = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a named range of Express, or a subnet (`ip/bits` or IPv4 `ip/netmask`). */
function isTrustedEntry(entry: string): boolean {
  if (NAMED.includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIPv4(range);
}

/**
 * `TRUST_PROXY` as Express `trust proxy`: off, a hop count, or a comma-separated list of the proxies' addresses,
 * subnets or Express's named ranges. `true` is refused: it trusts every hop, so any client could name its own IP in
 * X-Forwarded-For and pass the per-IP rate limits (express-rate-limit reports it as ERR_ERL_PERMISSIVE_TRUST_PROXY).
 */
export function trustProxyOf(raw: string | undefined): false | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true')
    throw new ConfigError(
      'TRUST_PROXY=true would trust every hop, so any client could set its own IP past the rate limits: give the ' +
        'number of proxies in front of the BFF (e.g. 1) or their addresses or subnets (e.g. 10.0.0.0/8, loopback)',
    );
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isTrustedEntry(entry));
  if (bad !== undefined)
    throw new ConfigError(
      `TRUST_PROXY: ${JSON.stringify(bad)} is not a hop count, an IP address, a subnet or loopback/linklocal/uniquelocal`,
    );
  return entries.join(',');
}
