import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { getEnvConfig } from '@satchel/sdk';
import request from 'supertest';
import { createServerApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  DOCS_CONTENT_SECURITY_POLICY,
  demoContentSecurityPolicy,
} from '../src/http/content-security-policy.js';
import { createStaticApp } from '../src/static/create-static-app.js';
import { memorySink } from './helpers/stack.js';

// The content security policies: the demo's, from the origins it was built with (the browser tests check that the
// demo runs under it with no violation), and the BFF's docs page's.
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

const dir = mkdtempSync(join(tmpdir(), 'satchel-csp-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('content security policy', () => {
  it('the demo may fetch only itself, its BFF and its platform, frame only the onboarding pages, run only its scripts', () => {
    const policy = directives(
      demoContentSecurityPolicy({
        apiUrl: 'https://bff.example.com/',
        platformUrl: 'https://platform.example.net',
        platform: 'satchel',
      }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://bff.example.com',
      'https://platform.example.net',
    ]);
    expect(policy['frame-src']).toEqual(['https://platform.example.net']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('with the okto profile, Okto’s hosted onboarding pages may be framed too', () => {
    const policy = directives(
      demoContentSecurityPolicy({
        apiUrl: 'http://localhost:4000',
        platformUrl: 'http://localhost:4100',
        platform: 'okto',
      }),
    );
    const hosted = new URL(getEnvConfig('production', { platform: 'okto' }).authPageUrl).origin;
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['http://localhost:4100', hosted]));
  });

  it('the static server sends it on pages and assets', async () => {
    const app = createStaticApp(dir, {
      apiUrl: 'http://127.0.0.1:4000',
      platformUrl: 'http://127.0.0.1:4100',
      platform: 'satchel',
    });
    for (const path of ['/', '/home', '/missing.js']) {
      const res = await request(app).get(path);
      expect(directives(res.headers['content-security-policy'])['connect-src']).toEqual([
        "'self'",
        'http://127.0.0.1:4000',
        'http://127.0.0.1:4100',
      ]);
    }
  });

  it('the BFF’s docs page runs no script and loads nothing from elsewhere', async () => {
    const app = createServerApp(loadConfig({ LOG_LEVEL: 'silent' }), { logDestination: memorySink().stream });
    const res = await request(app).get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(directives(DOCS_CONTENT_SECURITY_POLICY)['default-src']).toEqual(["'none'"]);
    expect(res.text).not.toMatch(/<script|<link|src=/);
  });
});
