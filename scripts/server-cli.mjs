// `npm run seed`, `npm run create-staff -- --username X --email Y`, `npm run openapi [-- --out
// FILE] [-- --lint]`, `npm run backup [-- --out FILE]` and `npm run restore -- FILE`: the server's CLI commands,
// run with the same DATA_DIR resolution as `npm start` (relative to where the command was typed,
// default <repo>/data) and stdin inherited (create-staff prompts for the password on a terminal).
import { bootstrap, fail, spawnServerScript } from './bootstrap.mjs';

const commands = { seed: 'src/cli/seed.ts', 'create-staff': 'src/cli/create-staff.ts', openapi: 'src/cli/openapi.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/backup.ts' };
const [name, ...args] = process.argv.slice(2);
const script = commands[name];
if (!script) fail(`Unknown command ${name ?? '(none)'}; expected one of: ${Object.keys(commands).join(', ')}`);

bootstrap();
// backup and restore share one script, told apart by their first argument.
const child = spawnServerScript(script, [...(script === 'src/cli/backup.ts' ? [name] : []), ...args.filter((a) => a !== '--')]);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
