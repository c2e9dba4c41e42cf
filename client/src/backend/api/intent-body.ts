import { DEMO } from '@satchel/shared';
import { assertNotSolana } from '../solana-guard.js';
import type { IntentRequest } from '../types.js';

/** The BFF (PROTOCOL §18.4) has no collection or mint routes. */
export const NFT_COLLECTIONS_NEED_SDK =
  'NFT collections and minting run through the SDK: switch to sdk mode to use them';

/** The BFF route family of an intent (PROTOCOL §18.4) and the intent's own fields of its body. */
export function intentRoute(request: IntentRequest): { family: string; fields: Record<string, unknown> } {
  assertNotSolana(request);
  switch (request.kind) {
    case 'tokenTransfer':
      return { family: 'tokenTransfer', fields: { ...request.input } };
    case 'nftTransfer':
      return { family: 'nftTransfer', fields: { ...request.input } };
    case 'evmRawTransaction':
      return {
        family: 'rawTransaction',
        fields: { caip2Id: request.input.caip2Id, transaction: request.input.transaction },
      };
    case 'aptosRawTransaction':
      return {
        family: 'rawTransaction',
        fields: { caip2Id: request.input.caip2Id, transaction: request.input.transactions },
      };
    case 'nftCollection':
    case 'nftMint':
      throw new Error(NFT_COLLECTIONS_NEED_SDK);
    case 'solanaRawTransaction':
      throw new Error(DEMO.solanaUserOpNotImplemented);
  }
}
