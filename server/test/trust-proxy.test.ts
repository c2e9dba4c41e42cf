import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../src/config.js';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off by default and with false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it('takes addresses, subnets and Express named ranges, comma-separated', () => {
    expect(trustProxy('10.0.0.1')).toBe('10.0.0.1');
    expect(trustProxy('loopback, 10.0.0.0/8,fd00::/8')).toBe('loopback,10.0.0.0/8,fd00::/8');
    expect(trustProxy('192.168.0.0/255.255.0.0')).toBe('192.168.0.0/255.255.0.0');
  });

  it('refuses true at start-up, saying why and what to give instead', () => {
    expect(() => trustProxy('true')).toThrow(ConfigError);
    expect(() => trustProxy('true')).toThrow(
      'TRUST_PROXY=true would trust every hop, so any client could set its own IP past the rate limits: give the ' +
        'number of proxies in front of the BFF (e.g. 1) or their addresses or subnets (e.g. 10.0.0.0/8, loopback)',
    );
  });

  it('refuses what Express could not read as a proxy', () => {
    const cases: [string, string][] = [
      ['yes', 'yes'],
      ['1.5', '1.5'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['::1/129', '::1/129'],
      ['10.0.0.1/8/8', '10.0.0.1/8/8'],
      ['fd00::/ffff::', 'fd00::/ffff::'],
      ['loopback,', ''],
    ];
    for (const [value, culprit] of cases)
      expect(() => trustProxy(value)).toThrow(`TRUST_PROXY: ${JSON.stringify(culprit)} is not a hop count`);
  });
});
