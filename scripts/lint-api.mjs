#!/usr/bin/env node
// `npm run lint:api`: writes the OpenAPI document from the built server's routes (no database, no
// listening server) and lints it with Spectral (spectral:oas + the OWASP API Security ruleset,
// .spectral.yaml) and Redocly (redocly.yaml). Any error or warning fails it. APP_URL is set to an
// https address, as a deployment's is (the document's server is APP_URL).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'ticklist-lint-api-'));
const file = join(dir, 'openapi.json');
const env = { ...process.env, APP_URL: 'https://ticklist.example', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (command, args) => execFileSync(command, args, { cwd: root, env, stdio: 'inherit' });

try {
  run(process.execPath, [join(root, 'server', 'dist', 'openapi', 'cli', 'write-openapi.js'), file]);
  run(bin('spectral'), ['lint', file, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'hint', '--format', 'text']);
  const redocly = spawnSync(bin('redocly'), ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'stylish'], { cwd: root, env, encoding: 'utf8' });
  const said = `${redocly.stdout}${redocly.stderr}`;
  process.stdout.write(said);
  // Exit code 0 means no error; a clean document also has no warning (its summary names them).
  if (redocly.status !== 0 || /\d+ warnings?/i.test(said)) throw new Error('redocly lint found problems (see above)');
} catch (error) {
  process.stderr.write(`lint:api failed: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
