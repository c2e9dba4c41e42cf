import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import { createStaticApp } from '../src/static/create-static-app.js';

// The demo's production static server on a built-demo-shaped folder: index.html, hashed assets, a public file.
let dir: string;
let app: Express;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('satchel '.repeat(2000))});`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'satchel-demo-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'satchel.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createStaticApp(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo static server', () => {
  it('serves index.html for / and for the demo’s client-side routes, never cached', async () => {
    for (const path of ['/', '/auth/callback/apple', '/sandbox/transfer?x=1']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hashed assets are immutable for a year; other files revalidate', async () => {
    const asset = await request(app).get('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/satchel.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses (gzip, brotli) when the client accepts it', async () => {
    const gzip = await request(app).get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
    const br = await request(app).get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await request(app).get('/assets/index-Ab12Cd34.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('a missing file with an extension is a 404, not the page (a stale script must not get HTML)', async () => {
    const res = await request(app).get('/assets/index-Old00000.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect((await request(app).post('/').send({})).status).toBe(404);
  });

  it('sends security headers and no server banner', async () => {
    const res = await request(app).get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // The Google pop-up returns to a demo page that its opener must still reach.
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses to start on a folder without index.html', () => {
    expect(() => createStaticApp(join(dir, 'assets'))).toThrow('Demo not built');
  });
});
