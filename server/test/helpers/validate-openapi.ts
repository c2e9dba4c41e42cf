import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Validates an OpenAPI document with @apidevtools/swagger-parser in a plain Node process: the parser is CommonJS
 * requiring an ESM-only dependency, which Node 20 loads but jest's module runtime cannot.
 */
export function validateOpenApi(doc: unknown): { valid: boolean; message: string } {
  const parser = createRequire(import.meta.url).resolve('@apidevtools/swagger-parser');
  const script = `
    const SwaggerParser = require(${JSON.stringify(parser)});
    let text = '';
    process.stdin.on('data', (c) => (text += c));
    process.stdin.on('end', () => SwaggerParser.validate(JSON.parse(text)).then(
      () => console.log('valid'),
      (e) => { console.log(e.message); process.exitCode = 1; },
    ));`;
  const run = spawnSync(process.execPath, ['-e', script], { input: JSON.stringify(doc), encoding: 'utf8' });
  return {
    valid: run.status === 0 && run.stdout.trim() === 'valid',
    message: `${run.stdout}${run.stderr}`.trim(),
  };
}
