/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:4100/onboarding/?origin=http://localhost:5173"}
 */
import { describe, expect, it, jest } from '@jest/globals';
import { ONBOARDING_HTML } from '../../src/pages/onboarding/page-html.js';
import { onboardingScript } from '../../src/pages/onboarding/page-script.js';

describe('onboarding page outside an SDK frame', () => {
  it('without app, or opened as a top window, it only explains itself and posts nothing', () => {
    document.documentElement.innerHTML = ONBOARDING_HTML.replace(
      /^<!doctype html>\s*<html[^>]*>/i,
      '',
    ).replace(/<\/html>\s*$/, '');
    // Here window.parent is the window itself: a post would go through its postMessage.
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => {});
    new Function(onboardingScript())();
    expect(document.getElementById('step-blocked')!.hidden).toBe(false);
    expect(document.getElementById('step-loading')!.hidden).toBe(true);
    expect(document.getElementById('close')!.hidden).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });
});
