import type { Db } from '../db/open-database.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import type { RpcMethodCall } from './answer-json-rpc.js';

/** The methods of one network of a namespace, or undefined when the platform does not run that network. */
export type RpcNamespaceHandler = (
  chains: PlatformChains,
  caip2Id: string,
  db: Db,
) => RpcMethodCall | undefined;
