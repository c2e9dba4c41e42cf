import type { FollowOrderOptions } from '@satchel/sdk';
import type { Order } from './types.js';

/** How a page follows an order through either backend: the SDK's `followOrder` options (2 min by default here). */
export type FollowOptions = FollowOrderOptions<Order>;

/** The demo waits longer than the SDK's 60 s default: the local platform's settlement is configurable. */
export const FOLLOW_TIMEOUT_MS = 120_000;

export { followOrder, isFinalStatus } from '@satchel/sdk';
