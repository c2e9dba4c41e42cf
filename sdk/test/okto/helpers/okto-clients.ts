import { OktoClient } from '@okto_web3/core-js-sdk';
import { DEMO_CLIENT, type Environment } from '@satchel/shared';
import { SatchelClient } from '../../../src/index.js';

const KEYS = { clientPrivateKey: DEMO_CLIENT.clientPrivateKey, clientSWA: DEMO_CLIENT.clientSWA };

/** The real, unmodified Okto v2 client of the demo client (it logs every exchange with console.info). */
export const oktoClient = (environment: Environment) => new OktoClient({ environment, ...KEYS });

/** Satchel in the okto profile of the demo client, on Okto's hosts unless `platformUrl` is given. */
export const satchelOkto = (environment: Environment, platformUrl?: string) =>
  new SatchelClient({
    environment,
    platform: 'okto',
    ...KEYS,
    ...(platformUrl && { platformUrl }),
  });

/** A session restored into an Okto client (`setSessionConfig` is protected in its types only). */
export function restoreOktoSession(
  client: OktoClient,
  session: { sessionPrivKey: string; sessionPubKey: string; userSWA: string },
): void {
  (client as unknown as { setSessionConfig(value: typeof session): void }).setSessionConfig(session);
}
