import type { Response } from 'express';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:24px 28px;border-radius:12px;max-width:420px;width:100%;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 16px}label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:8px;font-size:15px;border:1px solid #bbb;border-radius:6px}
button{padding:8px 14px;font-size:15px;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer;margin:12px 8px 0 0}
button.primary{background:#1a73e8;color:#fff;border-color:#1a73e8}.accounts form{display:inline}
.error{color:#b00020}.muted{color:#555;font-size:13px}ul{padding-left:18px}`;

/**
 * Sends one of the stand-in pages. The page sets its own headers, replacing the app-wide ones for this response:
 * a CSP allowing only its own stylesheet, scripts from this origin and form posts to this origin (plus the origins
 * it redirects to after a post, which browsers check against `form-action`), and `Cross-Origin-Opener-Policy:
 * unsafe-none` so the opener (the SDK's pop-up poller) keeps its handle on the window across these pages.
 */
export function sendPage(
  res: Response,
  page: { status?: number; title: string; body: string; head?: string; formTargets?: string[] },
): void {
  const formAction = ["'self'", ...(page.formTargets ?? [])].join(' ');
  res.status(page.status ?? 200);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
  );
  res.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(page.title)}</title><style>${STYLE}</style>${page.head ?? ''}</head>` +
      `<body><main>${page.body}</main></body></html>`,
  );
}

/** 400 page listing what is wrong with the request. */
export function sendBadRequestPage(res: Response, title: string, problems: string[]): void {
  sendPage(res, {
    status: 400,
    title,
    body: `<h1>${escapeHtml(title)}</h1><p class="error">The sign-in request is invalid:</p><ul>${problems
      .map((p) => `<li>${escapeHtml(p)}</li>`)
      .join('')}</ul>`,
  });
}

/** Hidden inputs carrying the authorize parameters through the form post. */
export const hiddenInputs = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value as string)}">`,
    )
    .join('');
