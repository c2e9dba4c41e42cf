import * as core from './001-core.js';
import * as chainApprovals from './002-chain-approvals.js';
import * as sessionAddressSet from './003-session-address-set.js';
import * as otpSendsByClient from './004-otp-sends-by-client.js';
import * as evmChains from './005-evm-chains.js';
import * as solanaChain from './006-solana-chain.js';
import * as userOperations from './007-user-operations.js';
import * as usersByAddress from './008-users-by-address.js';

/** Ordered migrations; a new one is appended, never edited once landed. */
export const MIGRATIONS: { id: number; name: string; sql: string }[] = [
  { id: 1, name: 'core', sql: core.sql },
  { id: 2, name: 'chain-approvals', sql: chainApprovals.sql },
  { id: 3, name: 'session-address-set', sql: sessionAddressSet.sql },
  { id: 4, name: 'otp-sends-by-client', sql: otpSendsByClient.sql },
  { id: 5, name: 'evm-chains', sql: evmChains.sql },
  { id: 6, name: 'solana-chain', sql: solanaChain.sql },
  { id: 7, name: 'user-operations', sql: userOperations.sql },
  { id: 8, name: 'users-by-address', sql: usersByAddress.sql },
];
