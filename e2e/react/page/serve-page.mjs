import { build } from 'esbuild';
import { createServer } from 'node:http';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Satchel React test page</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;background:#f6f7f9}button{margin:4px 8px 4px 0}</style>
</head><body><div id="root"></div><script src="/app.js"></script></body></html>`;

// A page of ANOTHER origin that, framed into the test page, posts messages the SDK must ignore.
const EVIL = `<!doctype html><html><body><script>
parent.postMessage({ id: 'evil-1', method: 'satchel_sdk_login', data: { type: 'ui_config' } }, '*');
parent.postMessage({ channel: 'responseChannel', id: 'evil-2', data: { status: 'success', token: '0xEvil' } }, '*');
parent.postMessage(JSON.stringify({ data: { type: 'close_webview' } }), '*');
document.title = 'posted';
</script></body></html>`;

/**
 * Bundles a test page (`app.jsx` unless told, or an absolute path; `define` adds esbuild defines; the BUILT `@satchel/sdk/react`, React in production mode) and serves it on a free port
 * of every loopback address, so `http://localhost:<port>` (the app) and `http://127.0.0.1:<port>` (a foreign
 * origin for the same files) both reach it.
 */
export async function servePage(platformUrl, entry = 'app.jsx', { define = {} } = {}) {
  const bundle = await build({
    entryPoints: [isAbsolute(entry) ? entry : fileURLToPath(new URL(`./${entry}`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    minify: true,
    logLevel: 'silent',
    define: { PLATFORM_URL: JSON.stringify(platformUrl), 'process.env.NODE_ENV': '"production"', ...define },
  });
  const js = bundle.outputFiles[0].text;
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/app.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      return res.end(js);
    }
    if (path === '/evil.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(EVIL);
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(INDEX);
  });
  await new Promise((resolve) => server.listen(0, resolve));
  const { port } = server.address();
  return {
    url: `http://localhost:${port}`,
    foreignUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
