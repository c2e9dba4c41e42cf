import { address, caip2Id, strictObject } from '@satchel/shared';

/** `POST /dev/faucet` body (§17.3): the user's SWA and optionally one chain. */
export const faucetRequestSchema = strictObject({
  userSWA: address(),
  caip2Id: caip2Id().optional(),
});
