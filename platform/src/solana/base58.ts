// The one base58 implementation lives in shared (the SDK's Solana schemas use it); this path stays for importers.
export { base58Decode, base58Encode as base58 } from '@satchel/shared';
