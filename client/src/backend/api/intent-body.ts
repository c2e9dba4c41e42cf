import type { IntentRequest } from '../types.js';

/** The BFF route family of an intent (docs/protocol.md §18.4) and the intent's own fields of its body. */
export function intentRoute(request: IntentRequest): { family: string; fields: Record<string, unknown> } {
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
    case 'solanaRawTransaction':
      return {
        family: 'rawTransaction',
        fields: { caip2Id: request.input.caip2Id, transaction: request.input.transaction },
      };
    case 'aptosRawTransaction':
      return {
        family: 'rawTransaction',
        fields: { caip2Id: request.input.caip2Id, transaction: request.input.transactions },
      };
    // Beyond §18.4: the BFF's collection and mint routes take the SDK's input as their body.
    case 'nftCollection':
      return { family: 'nftCollection', fields: { ...request.input } };
    case 'nftMint':
      return { family: 'nftMint', fields: { ...request.input } };
  }
}
