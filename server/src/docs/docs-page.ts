import { ERRORS_DOC_URL, type OpenApiDocument } from './openapi-document.js';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  $ref?: string;
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.pattern ? `${type} /${schema.pattern}/` : type;
}

/** Rows `name, type, required, description`, nested objects as dotted names (two levels). */
function rows(schema: Schema, prefix = '', depth = 0): string[] {
  const out: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name) ? 'yes' : '';
    out.push(
      `<tr><td><code>${escape(prefix + name)}</code></td><td><code>${escape(typeOf(prop))}</code></td>` +
        `<td>${required}</td><td>${escape(prop.description ?? '')}</td></tr>`,
    );
    if (prop.properties && depth < 1) out.push(...rows(prop, `${prefix}${name}.`, depth + 1));
  }
  return out;
}

function curl(baseUrl: string, path: string, example: unknown): string {
  const body = JSON.stringify(example, null, 2).replace(/'/g, "'\\''");
  return `curl -s -X POST ${baseUrl}${path} \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}

type Examples = Record<string, { value: unknown }>;

/** The named bodies of a route: `default` (its one `example`) and any others. */
export function bodyExamples(
  media: { example?: unknown; examples?: Examples } | undefined,
): [string, unknown][] {
  if (media?.examples) return Object.entries(media.examples).map(([name, example]) => [name, example.value]);
  return [['default', media?.example ?? {}]];
}

/** A self-contained HTML page (no script, no CDN) listing every route with its body schema and a curl example. */
export function renderDocsPage(doc: OpenApiDocument, baseUrl: string): string {
  const sections: string[] = [];
  const toc: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const op = (item as { post?: Record<string, unknown> }).post as
      | {
          summary?: string;
          description?: string;
          tags?: string[];
          requestBody?: {
            content: Record<string, { schema: Schema; example?: unknown; examples?: Examples }>;
          };
          responses: Record<string, { description: string }>;
        }
      | undefined;
    if (!op) continue;
    const media = op.requestBody?.content['application/json'];
    const id = path.replace(/[^a-zA-Z0-9]+/g, '-');
    toc.push(`<li><a href="#${id}"><code>${escape(path)}</code></a> ${escape(op.summary ?? '')}</li>`);
    const errors = Object.entries(op.responses)
      .filter(([status]) => status !== '200')
      .map(([status, r]) => `<li><b>${status}</b> ${escape(r.description)}</li>`)
      .join('');
    sections.push(`<section id="${id}">
<h3><span class="m">POST</span> <code>${escape(path)}</code> <small>${escape(op.tags?.join(', ') ?? '')}</small></h3>
<p>${escape(op.summary ?? '')}${op.description ? `<br>${escape(op.description)}` : ''}</p>
<p><b>200</b> ${escape(op.responses['200']?.description ?? '')}</p>
<table><thead><tr><th>field</th><th>type</th><th>required</th><th>description</th></tr></thead>
<tbody>${media ? rows(media.schema).join('\n') : ''}</tbody></table>
${bodyExamples(media)
  .map(
    ([name, body]) =>
      `${name === 'default' ? '' : `<p>${escape(name)}:</p>`}<pre>${escape(curl(baseUrl, path, body))}</pre>`,
  )
  .join('\n')}
<details><summary>Errors</summary><ul>${errors}</ul></details>
</section>`);
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)} — API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 2rem;color:#1d2330}
code,pre{font-family:ui-monospace,Menlo,monospace;font-size:13px}pre{background:#f4f6fa;padding:.8rem;overflow:auto;border-radius:6px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #dde2ea;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f4f6fa}section{border-top:1px solid #dde2ea;padding-top:.5rem;margin-top:1.5rem}.m{background:#2d6cdf;color:#fff;border-radius:4px;padding:0 .4rem;font-size:13px}
small{color:#6b7480;font-weight:normal}
</style></head><body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>${escape(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/openapi.json"><code>/openapi.json</code></a> (OpenAPI 3.1). A Postman collection generated from it is in
<code>server/postman/satchel-bff.postman_collection.json</code>. The examples are well-formed but no one's: put in the
<code>sessionConfig</code> that <code>api/auth/authenticate</code> answered, and values from earlier answers. Every error code, its
meaning and what to do: <a href="${ERRORS_DOC_URL}">docs/errors.md</a>.</p>
<h2>Routes</h2><ul>${toc.join('\n')}</ul>
${sections.join('\n')}
</body></html>`;
}
