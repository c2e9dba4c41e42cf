import { isIP } from 'node:net';

/** `localhost`, any 127.0.0.0/8 address, `::1`, or an IPv4-mapped loopback (`::ffff:127.x.x.x`). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || /^::ffff:127\./.test(h) || /^(0{0,4}:){7}0{0,3}1$/.test(h);
  return false;
}

/**
 * Whether `/dev/*` is served: as configured when `PLATFORM_DEV_ENDPOINTS` is set, else only on a loopback interface.
 * `/dev/otp` hands out anyone's live code and `/dev/reset` wipes the database, so a platform reachable from other
 * machines (docker's 0.0.0.0, a LAN address) must opt in explicitly.
 */
export function devEndpointsEnabled(configured: boolean | undefined, host: string): boolean {
  return configured ?? isLoopbackHost(host);
}
