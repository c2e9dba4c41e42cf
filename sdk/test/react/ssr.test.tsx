import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { DEMO_CLIENT } from '@satchel/shared';
import * as satchelReact from '../../src/react/index.js';

const { SatchelProvider, useSession } = satchelReact;

function Status() {
  return <p>{useSession().status}</p>;
}

describe('@satchel/sdk/react on a server', () => {
  it('imports without a window and renders the provider as restoring', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(Object.keys(satchelReact)).toEqual(
      expect.arrayContaining([
        'SatchelProvider',
        'useSatchel',
        'useSession',
        'useChains',
        'useTokens',
        'usePortfolio',
        'useNfts',
        'useOrders',
        'authenticateWithModal',
        'authenticateWithWebView',
        'AuthModal',
        'loginWithGooglePopup',
        'GoogleSignInButton',
      ]),
    );
    const html = renderToString(
      <SatchelProvider
        config={{
          environment: 'sandbox',
          clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
          clientSWA: DEMO_CLIENT.clientSWA,
          platformUrl: 'http://localhost:4100',
        }}
      >
        <Status />
        <satchelReact.AuthModal open={false} />
      </SatchelProvider>,
    );
    expect(html).toBe('<p>restoring</p>');
  });

  it('the auth modal alias is the same function', () => {
    expect(satchelReact.authenticateWithWebView).toBe(satchelReact.authenticateWithModal);
  });
});
