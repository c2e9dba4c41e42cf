import { Buffer } from 'node:buffer';
import { get } from 'node:http';

/**
 * GET over node:http (not `fetch`, which jsdom test environments lack): `{ status, body }`, the body parsed as JSON
 * when it is JSON.
 */
export function getJson(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the text as it came
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    }).on('error', reject);
  });
}
