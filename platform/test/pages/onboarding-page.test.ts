import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import type { PlatformContext } from '../../src/context.js';
import { ONBOARDING_HTML } from '../../src/pages/onboarding/page-html.js';
import { onboardingScript } from '../../src/pages/onboarding/page-script.js';
import { createOnboardingRouter } from '../../src/pages/onboarding/router.js';

// The router reads only the configured origins; the rest of the context is not involved.
const ctx = { config: { allowedOrigins: ['https://app.example'] } } as unknown as PlatformContext;
const app = express().use(createOnboardingRouter(ctx));

describe('GET /onboarding/ (docs/protocol.md §16.8)', () => {
  it('serves the page with its script and stylesheet as files, no inline code', async () => {
    const res = await request(app).get('/onboarding/?app=SATCHEL_WEB&origin=http://localhost:5173');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<script src="onboarding.js" defer></script>');
    expect(res.text).toContain('<link rel="stylesheet" href="onboarding.css">');
    expect(res.text).not.toMatch(/<script>|<style|\son[a-z]+="/);
  });

  it('may be framed only by the origin of its query, when the platform allows that origin', async () => {
    const csp = async (origin: string) =>
      (await request(app).get(`/onboarding/?app=SATCHEL_WEB&origin=${origin}`)).headers[
        'content-security-policy'
      ];
    expect(await csp('http://localhost:5173')).toContain('frame-ancestors http://localhost:5173');
    expect(await csp('https://app.example')).toContain('frame-ancestors https://app.example');
    expect(await csp('https://evil.example')).toContain("frame-ancestors 'none'");
    const policy = await csp('http://localhost:5173');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('serves the script and stylesheet with their types', async () => {
    const js = await request(app).get('/onboarding/onboarding.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(() => new Function(js.text)).not.toThrow(); // valid JavaScript
    const css = await request(app).get('/onboarding/onboarding.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.text).toContain('--satchel-accent-color');
  });

  it('redirects /onboarding to /onboarding/ keeping the query', async () => {
    const res = await request(app).get('/onboarding?app=SATCHEL_WEB&origin=http://localhost:5173');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/onboarding/?app=SATCHEL_WEB&origin=http://localhost:5173');
  });
});

describe('onboarding script', () => {
  const script = onboardingScript();

  it('every element it looks up exists in the page', () => {
    const ids = new Set([...script.matchAll(/\$\(\s*'([a-z-]+)'\s*\)/g)].map((m) => m[1]));
    for (const step of ['loading', 'contact', 'code', 'done', 'blocked']) ids.add(`step-${step}`);
    expect(ids.size).toBeGreaterThan(15);
    for (const id of ids) expect(ONBOARDING_HTML).toContain(`id="${id}"`);
  });

  it('talks only to window.parent at the query origin, reads only messages from it, and calls no API', () => {
    expect(script).toContain('window.parent.postMessage(message, origin)');
    expect(script).toContain('event.origin !== origin || event.source !== window.parent');
    expect(script).not.toMatch(/fetch\(|XMLHttpRequest|\/api\//);
    expect(script).toContain('"request":"requestChannel"');
    expect(script).toContain('"method":"satchel_sdk_login"');
  });

  it('sends each request type of §16.8 (ui_config, google, OTP steps, close)', () => {
    const requests = [
      "type: 'ui_config'",
      "provider: 'google'",
      "type: 'request_otp'",
      "type: 'verify_otp'",
      "type: 'resend_otp'",
      "type: 'paste_otp'",
      "type: 'close_webview'",
    ];
    for (const text of requests) expect(script).toContain(text);
  });
});
