import { address, caip2Id, strictObject } from '@satchel/shared';
import * as z from 'zod/mini';

/** `POST /dev/faucet` body (§17.3): the user's SWA and optionally one chain. */
export const faucetRequestSchema = strictObject({
  userSWA: address(),
  caip2Id: z.optional(caip2Id()),
});
