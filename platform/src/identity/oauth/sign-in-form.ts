import type { Response } from 'express';
import { escapeHtml, hiddenInputs, sendPage } from '../../http/html-page.js';
import { TEST_ACCOUNTS } from './test-accounts.js';

export interface SignInFormOptions {
  /** e.g. "Google". */
  provider: string;
  /** Path the form posts to (the authorize endpoint itself). */
  action: string;
  /** Authorize parameters carried through the post. */
  params: Record<string, string | undefined>;
  /** Account field: an email (Google, Apple) or a handle (X). */
  accountField: 'email' | 'username';
  /** Origin the post redirects to, allowed by the page's form-action. */
  redirectOrigin: string;
  status?: number;
  error?: string;
  values?: { account?: string; name?: string };
}

/** The stand-in sign-in page: pick a test account or type one, continue or cancel. */
export function sendSignInForm(res: Response, options: SignInFormOptions): void {
  const hidden = hiddenInputs(options.params);
  const action = escapeHtml(options.action);
  const field = options.accountField;
  const accounts = TEST_ACCOUNTS.map((account) => {
    const value = field === 'email' ? account.email : account.email.split('@')[0];
    return (
      `<form method="post" action="${action}">${hidden}` +
      `<input type="hidden" name="${field}" value="${escapeHtml(value)}"><input type="hidden" name="name" value="${escapeHtml(account.name)}">` +
      `<button type="submit" name="action" value="allow">${escapeHtml(account.name)}</button></form>`
    );
  }).join('');
  const label = field === 'email' ? 'Email' : 'Username';
  const body =
    `<h1>Sign in with ${escapeHtml(options.provider)}</h1>` +
    `<p class="muted">Local stand-in of ${escapeHtml(options.provider)} sign-in: no password, pick a test account or type one.</p>` +
    (options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '') +
    `<div class="accounts">${accounts}</div>` +
    `<form method="post" action="${action}">${hidden}` +
    `<label for="account">${label}</label><input id="account" name="${field}" type="${field === 'email' ? 'email' : 'text'}" required value="${escapeHtml(options.values?.account ?? '')}">` +
    `<label for="name">Name</label><input id="name" name="name" type="text" value="${escapeHtml(options.values?.name ?? '')}">` +
    `<button class="primary" type="submit" name="action" value="allow">Continue</button>` +
    `<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></form>`;
  sendPage(res, {
    status: options.status,
    title: `Sign in with ${options.provider}`,
    body,
    formTargets: [options.redirectOrigin],
  });
}
