import type { Response } from 'express';
import { escapeHtml, sendPage } from '../http/html-page.js';
import type { ExplorerField, ExplorerView } from './explorer-view.js';

// The stand-in pages' look (html-page.ts), widened for hashes; no script.
const STYLE = `<style>main{max-width:960px}table{border-collapse:collapse;width:100%;margin:0 0 16px}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #eee;font-size:14px}
th{width:170px;color:#555;font-weight:500}.mono{font-family:ui-monospace,monospace;overflow-wrap:anywhere;font-size:13px}
.badge{display:inline-block;padding:2px 10px;border-radius:10px;font-weight:600}
.success{background:#e6f4ea;color:#137333}.failure{background:#fce8e6;color:#b00020}h2{font-size:16px;margin:20px 0 8px}</style>`;

function row(field: ExplorerField): string {
  const text = escapeHtml(field.value);
  const value = field.href ? `<a href="${escapeHtml(field.href)}">${text}</a>` : text;
  const cell = field.tone
    ? `<span class="badge ${field.tone}">${value}</span>`
    : field.mono
      ? `<span class="mono">${value}</span>`
      : value;
  return `<tr><th scope="row">${escapeHtml(field.label)}</th><td>${cell}</td></tr>`;
}

const table = (fields: ExplorerField[]) => `<table>${fields.map(row).join('')}</table>`;

/** A page of the explorer: its fields, then each section (logs, transactions, …) as one table per entry. */
export function sendExplorerPage(res: Response, view: ExplorerView): void {
  const sections = view.sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s.heading)}</h2>${
          s.entries.length ? s.entries.map(table).join('') : `<p class="muted">${escapeHtml(s.empty)}</p>`
        }`,
    )
    .join('');
  sendPage(res, {
    title: view.title,
    head: STYLE,
    body: `<h1>${escapeHtml(view.kind)}</h1>${table(view.fields)}${sections}`,
  });
}

/** 404: no network the platform runs has the hash. */
export function sendNotFoundPage(res: Response, hash: string): void {
  sendPage(res, {
    status: 404,
    title: 'Transaction not found',
    head: STYLE,
    body: `<h1>Transaction not found</h1><p>No network of this platform has a transaction <span class="mono">${escapeHtml(
      hash,
    )}</span>.</p><p class="muted">The page shows the transactions of the platform's networks once their orders have settled; a hash of another chain, or of an order not settled yet, is not here.</p>`,
  });
}

/** 404 for an address, block or order page: what was asked for and why it is not here. */
export function sendMissingPage(res: Response, what: string, why: string): void {
  sendPage(res, {
    status: 404,
    title: `${what} not found`,
    head: STYLE,
    body: `<h1>${escapeHtml(what)} not found</h1><p>${escapeHtml(why)}</p>`,
  });
}
