// `pnpm typecheck`: TypeScript over every workspace package that has a tsconfig.json, each source
// file checked once. Packages whose compiler options come out the same (the shell, the remotes and
// the shared browser packages: tsconfig.base.json as it is) are checked as one program; a package
// with options of its own (the server: no DOM; e2e: reads mf-config's JavaScript) is a program of
// its own. Checked one package at a time, every package re-checked the shared packages it imports
// (the shell and each remote the whole of @portal/ui and @portal/domain): on a 2-core machine 103 s
// of wall time against 34 s this way. Each package's tsconfig.json stays what editors use; in a shared
// program one package's ambient declarations (the shell's `window.__PORTAL_CONFIG__`) are seen by all.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT, workspaceDirs } from './bootstrap.mjs';

const format = process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
const host = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
};

/** Packages grouped by their compiler options (those that do not name the config file itself). */
const groups = new Map();
for (const folder of workspaceDirs()) {
  const configFile = path.join(folder, 'tsconfig.json');
  if (!fs.existsSync(configFile)) continue;
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, host);
  if (parsed.errors.length) {
    process.stderr.write(format(parsed.errors, formatHost));
    process.exit(1);
  }
  const { configFilePath: _config, pathsBasePath: _paths, ...options } = parsed.options;
  const key = JSON.stringify(options, Object.keys(options).sort());
  const group = groups.get(key) ?? { options: parsed.options, files: new Set(), folders: [] };
  parsed.fileNames.forEach((file) => group.files.add(file));
  group.folders.push(path.relative(ROOT, folder));
  groups.set(key, group);
}

let failed = false;
for (const { options, files, folders } of groups.values()) {
  const started = Date.now();
  const program = ts.createProgram({ rootNames: [...files], options: { ...options, noEmit: true } });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`tsc: ${folders.join(', ')}: ${diagnostics.length ? `${diagnostics.length} error(s)` : 'ok'} (${files.size} files, ${seconds} s)`);
  if (diagnostics.length) {
    failed = true;
    process.stderr.write(format(diagnostics, formatHost));
  }
}
if (failed) process.exit(1);
