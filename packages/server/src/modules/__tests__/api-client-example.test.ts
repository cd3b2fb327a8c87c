// The OpenAPI document is usable by a third party: types generated from the served document by
// openapi-typescript type-check docs/examples/api-client.ts (openapi-fetch, nothing of this
// repository), and the example signs in, lists the open calls and applies with a PDF against a
// real server over HTTP.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { calls } from '../../db/schema';
import { samplePdf } from '../../testing/multipart';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createWorld, WORLD_PASSWORD } from '../../testing/world';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const EXAMPLE = path.join(SERVER_DIR, '..', '..', 'docs', 'examples', 'api-client.ts');

let t: TestContext;
let base: string;
let workDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await createWorld(t);
  const day = 24 * 3600_000;
  await t.database.db.insert(calls).values({ baslik: 'Tarım Teknolojileri Çağrısı', aciklama: 'Açık çağrı', baslangic: new Date(Date.now() - day), bitis: new Date(Date.now() + 30 * day), aktif: true });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  // Inside the package, so that the example's `openapi-fetch` resolves as it would in a project that installed it.
  workDir = fs.mkdtempSync(path.join(SERVER_DIR, '.api-client-example-'));
  fs.copyFileSync(EXAMPLE, path.join(workDir, 'api-client.ts'));
}, 60_000);
afterAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  await t?.close();
});

test('types generated from the served document type-check the example client', async () => {
  const served = await fetch(`${base}/api/docs/json`);
  expect(served.status).toBe(200);
  fs.writeFileSync(path.join(workDir, 'portal-api.d.ts'), astToString(await openapiTS((await served.json()) as Parameters<typeof openapiTS>[0])));
  const program = ts.createProgram([path.join(workDir, 'api-client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems).toEqual([]);
}, 60_000);

test('the example signs in, lists the open calls and applies with a PDF over real HTTP', async () => {
  const { applyToAnOpenCall } = (await import(path.join(workDir, 'api-client.ts'))) as {
    applyToAnOpenCall: (base: string, username: string, password: string, pdf: Blob) => Promise<{ open: string[]; application: { id: number; durum: string } | null }>;
  };
  const result = await applyToAnOpenCall(base, 'applicant_a', WORLD_PASSWORD, new Blob([samplePdf(2048)], { type: 'application/pdf' }));
  expect(result.open).toContain('Tarım Teknolojileri Çağrısı');
  expect(result.application).toEqual({ id: expect.any(Number), durum: 'GONDERILDI' });
});
