import type { Browser } from 'playwright-core';

/** Headless Chromium with the project's flags; a content security policy violation fails the test on close. */
export declare function launchBrowser(): Promise<Browser>;

/** A path under artifacts/e2e (created on demand). */
export declare function artifactPath(name: string): string;
