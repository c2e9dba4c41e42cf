// The browser tests' Chromium, apart from the index so that jest projects never load playwright.
export { artifactPath } from './artifact-path.mjs';
export { launchBrowser } from './launch-browser.mjs';
