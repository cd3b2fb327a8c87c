// `npm run openapi [-- --out FILE] [-- --lint]`: the API's OpenAPI document, as the server serves it
// at /api/docs/json, without a database on disk or a listening port: for a generated client
// (docs/api-client.md) or a contract tool. With --lint it is checked by Redocly's recommended rules
// (Django REST framework's trailing slashes allowed; a private portal has no licence to name), and
// the command fails on an error; `npm run lint` runs it so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { loadConfig } from '../env';

/** The document the routes make (an in-memory embedded database; nothing is started). */
export async function openApiDocument(): Promise<object> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const config = { ...loadConfig({}), dataDir, secretKey: 'openapi-document-only-'.padEnd(48, '0'), reminderIntervalSeconds: 0, pgliteMaintenanceSeconds: 0 };
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Redocly's findings on the document, one line each ("error rule: message at pointer"). */
export async function lintOpenApi(doc: object): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'], rules: { 'no-path-trailing-slash': 'off', 'info-license': 'off' } });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
}

async function main(args: string[]) {
  const doc = await openApiDocument();
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
  if (args.includes('--lint')) {
    const problems = await lintOpenApi(doc);
    for (const line of problems) console.error(`[openapi] ${line}`);
    const errors = problems.filter((p) => p.startsWith('error')).length;
    console.error(`[openapi] Redocly (recommended): ${errors} errors, ${problems.length - errors} warnings`);
    if (errors > 0) process.exitCode = 1;
    if (!out) return;
  }
  const text = `${JSON.stringify(doc, null, 2)}\n`;
  if (out) fs.writeFileSync(out, text);
  else process.stdout.write(text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
