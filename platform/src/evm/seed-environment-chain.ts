import type { Environment } from '@satchel/shared';
import type { PlatformContext } from '../context.js';
import type { EvmChain } from './evm-chain.js';

/** PRE-MERGE PLACEHOLDER (branch aa-bundler): replaced once aa-contracts' artifacts land. */
export async function seedEnvironmentChain(_ctx: PlatformContext, _chain: EvmChain, _env: Environment) {}
