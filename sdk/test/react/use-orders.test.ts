import { describe, expect, it } from '@jest/globals';
import { FINAL_ORDER_STATUSES } from '@satchel/shared';
import { hasPendingOrder } from '../../src/react/hooks/use-orders.js';

describe('useOrders polling rule', () => {
  it('keeps polling while any order is not final', () => {
    expect(hasPendingOrder([{ status: 'SUCCESSFUL' }, { status: 'IN_PROGRESS' }])).toBe(true);
    expect(hasPendingOrder([{ status: 'INITIATED' }])).toBe(true);
  });

  it('stops once every order has a final status', () => {
    expect(hasPendingOrder(FINAL_ORDER_STATUSES.map((status) => ({ status })))).toBe(false);
  });

  it('an empty answer keeps polling only when waiting for one intent', () => {
    expect(hasPendingOrder([])).toBe(false);
    expect(hasPendingOrder([], { intentId: '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f' })).toBe(true);
  });
});
