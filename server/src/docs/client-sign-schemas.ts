import * as z from 'zod';
import { answerRegistry } from './response-schemas.js';

/** The answer of api/auth/client-sign (docs/protocol.md §18.6), registered with the other answer components. */
export const ClientSignature = z.object({
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
});
answerRegistry.add(ClientSignature, {
  id: 'ClientSignature',
  description:
    "The client key's EIP-191 signature of the payload (text for an OTP request, raw-32 for a session or paymaster data)",
});
