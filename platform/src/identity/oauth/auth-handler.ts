import type { Request, Response } from 'express';
import type { PlatformContext } from '../../context.js';
import { escapeHtml, sendPage } from '../../http/html-page.js';

/**
 * Browser side of GET /__/auth/handler (docs/protocol.md §16.7), served from this origin so the page needs no inline
 * script. It reads `id_token`, `state` or `error` from the fragment, parses `state`, and forwards to
 * `${state.client_url}/?id_token=…&state=…` (or `/?error=…`) when client_url is an allowed origin: any
 * http://localhost:<port>, http://127.0.0.1:<port>, or one of the configured origins (in the page's meta tag).
 */
export const AUTH_HANDLER_SCRIPT = `(function () {
  'use strict';
  var allowed = [];
  try {
    allowed = JSON.parse(document.querySelector('meta[name="satchel-allowed-origins"]').getAttribute('content')) || [];
  } catch (e) {}
  function isAllowedOrigin(value) {
    var url;
    try { url = new URL(value); } catch (e) { return false; }
    if (url.origin !== value) return false;
    if (allowed.indexOf(value) !== -1) return true;
    return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  }
  function fail(reason) {
    document.title = 'Sign-in could not be completed';
    var status = document.getElementById('status');
    if (status) status.textContent = 'Sign-in could not be completed: ' + reason + '. Close this window and try again.';
  }
  var params = new URLSearchParams(String(location.hash || '').replace(/^#/, ''));
  var stateText = params.get('state');
  var state = null;
  try { state = JSON.parse(stateText); } catch (e) {}
  if (!state || typeof state !== 'object' || typeof state.client_url !== 'string') return fail('the sign-in state is missing or invalid');
  var clientUrl = state.client_url;
  if (!isAllowedOrigin(clientUrl)) return fail('the application origin is not allowed');
  var idToken = params.get('id_token');
  var error = params.get('error');
  if (idToken) return location.replace(clientUrl + '/?id_token=' + encodeURIComponent(idToken) + '&state=' + encodeURIComponent(stateText));
  if (error) return location.replace(clientUrl + '/?error=' + encodeURIComponent(error));
  fail('no token was received');
})();
`;

/** GET /__/auth/handler: the page; the allowed configured origins travel in a meta tag. */
export function authHandlerPage(ctx: PlatformContext) {
  return (_req: Request, res: Response) => {
    const allowed = escapeHtml(JSON.stringify(ctx.config.allowedOrigins));
    sendPage(res, {
      title: 'Signing in…',
      head: `<meta name="satchel-allowed-origins" content="${allowed}"><script src="handler.js" defer></script>`,
      body: `<h1>Signing in…</h1><p id="status" class="muted">Returning to the application.</p>`,
    });
  };
}

/** GET /__/auth/handler.js */
export function authHandlerScript() {
  return (_req: Request, res: Response) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.send(AUTH_HANDLER_SCRIPT);
  };
}
