import { getPortfolio, SatchelClient, type SessionConfig } from '@satchel/sdk';
import { satchelConfig } from '../../satchel-config';

/**
 * The core SDK on the server (Node here, Edge in ./edge): the portfolio read with a session the page hands over
 * (`client.getSessionConfig()`): only the browser holds it. Handing a session to your own server is what a BFF
 * does (the repository's server/); never log the body, it holds the session key.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const client = new SatchelClient(satchelConfig);
    client.setSessionConfig((await request.json()) as SessionConfig);
    const portfolio = await getPortfolio(client);
    return Response.json({ runtime: process.env.NEXT_RUNTIME, holdings: portfolio.groupTokens.length });
  } catch (error) {
    return Response.json({ error: (error as Error).message }, { status: 502 });
  }
}
