import { describe, expect, it } from '@jest/globals';
import { toCamelCase } from '@satchel/shared';
import { toCamelCase as nodeCamelCase } from '#camel-case';
import { toCamelCase as nodeVariant } from '../../src/transport/camel-case-node.js';

const ANSWER = {
  status: 'success',
  data: {
    count: 2,
    network: [
      {
        caip_id: 'eip155:1',
        network_name: 'ETH',
        sponsorship_enabled: true,
        a__b: 1,
        x_1: 2,
        _lead: 3,
        trail_: 4,
      },
      { caip_id: 'eip155:2', network_name: 'BASE', nested: [{ inner_key: ['v_w'] }], empty: {}, none: null },
    ],
  },
};

describe('toCamelCase in Node (#camel-case, each key converted once)', () => {
  it('is the node variant under the node condition', () => {
    expect(nodeCamelCase).toBe(nodeVariant);
  });

  it('gives what the browser build gives, the first time and after', () => {
    expect(nodeVariant(ANSWER)).toEqual(toCamelCase(ANSWER));
    expect(nodeVariant(ANSWER)).toEqual(toCamelCase(ANSWER));
    expect(Object.keys(nodeVariant<typeof ANSWER>(ANSWER).data.network[0]!)).toEqual(
      Object.keys(toCamelCase<typeof ANSWER>(ANSWER).data.network[0]!),
    );
  });

  it('still converts right after more keys than it keeps', () => {
    for (let i = 0; i < 3000; i++) expect(nodeVariant({ [`key_n${i}`]: i })).toEqual({ [`keyN${i}`]: i });
    expect(nodeVariant(ANSWER)).toEqual(toCamelCase(ANSWER));
  });
});
