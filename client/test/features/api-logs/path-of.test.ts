import { describe, expect, it } from '@jest/globals';
import { pathOf } from '../../../src/features/api-logs/path-of.js';

describe('API logs', () => {
  it('names a call by its path', () => {
    expect(pathOf('http://localhost:4000/api/intent/tokenTransfer?x=1')).toBe('/api/intent/tokenTransfer');
    expect(pathOf('not a url')).toBe('not a url');
  });
});
