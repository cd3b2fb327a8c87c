// `npm start`: install what is missing, build the web apps that are out of date, then run the API
// server (which migrates, seeds an empty embedded database and serves the built portal) in the
// foreground. A second start on the same DATA_DIR is refused by the server's data-directory lock.
//
// PORTAL_SKIP_WEB_BUILD=1 skips the web build (API only, or while the front end does not build).
//
// The port is checked first: when it is taken, one line says which and how to pick another, and
// nothing else runs. The "ready" banner is printed only when THIS server reports that it listens
// (a message over the IPC channel), never because something answers on the port.
import net from 'node:net';
import { bootstrap, dataDirLockedBy, ensureWebBuilt, fail, log, portTakenMessage, serverEnv, spawnServerScript } from './bootstrap.mjs';

const started = Date.now();

/** null when host:port can be listened on, else the error code (EADDRINUSE, EACCES, ...). */
function portProblem(host, port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err) => resolve(err.code ?? 'EADDRINUSE'));
    probe.once('listening', () => probe.close(() => resolve(null)));
    probe.listen({ host, port, exclusive: true });
  });
}

const env = serverEnv();
const host = env.HOST || '127.0.0.1';
const port = Number.parseInt(env.PORT || '8080', 10);
if (port > 0) {
  const problem = await portProblem(host, port);
  if (problem) fail(portTakenMessage(host, port, problem), 3);
}

bootstrap();

const lockedBy = env.DATABASE_URL ? null : dataDirLockedBy(env.DATA_DIR);
if (lockedBy) {
  // Another server is running on this directory: do not touch its dist; the server below refuses
  // with the lock's message.
} else if (process.env.PORTAL_SKIP_WEB_BUILD === '1') {
  log('PORTAL_SKIP_WEB_BUILD=1: web build skipped');
} else {
  ensureWebBuilt();
}

const browserHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

log(
  `Sunucu başlatılıyor / starting the server (${env.DATABASE_URL ? 'PostgreSQL: DATABASE_URL' : `embedded PGlite: ${env.DATA_DIR}`})`,
);
// Own process group: a Ctrl-C in the terminal reaches this script only, which forwards it once.
// The fourth stdio slot is the IPC channel the server reports its listening address on.
const child = spawnServerScript('src/server.ts', [], { env, detached: true, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) {
      child.kill('SIGKILL'); // second Ctrl-C: do not wait
      return;
    }
    stopping = true;
    log('Sunucu durduruluyor / stopping...');
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
child.on('error', (err) => fail(`Could not start the server: ${err.message}`));
child.on('exit', (code, signal) => {
  if (code === 0 || stopping) process.exit(code ?? 0);
  // 2 (data directory locked) and 3 (port taken): the server has said why in its one line.
  if (code === 2 || code === 3) process.exit(code);
  fail(`Sunucu durdu / the server exited (${signal ?? `exit ${code}`})`, code || 1);
});

// The banner, once this server says it listens (server.ts sends {type: 'portal-listening'}).
child.on('message', (message) => {
  if (message && message.type === 'portal-listening' && !stopping) banner(message.port ?? port);
});

function banner(listeningPort) {
  const url = `http://${browserHost}:${listeningPort}/`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `  Portal hazır / ready in ${seconds} s:  ${url}`,
    `  API belgeleri / API docs:          ${url}api/docs`,
  ];
  if (!env.DATABASE_URL) {
    lines.push(
      '',
      '  Demo hesapları / demo accounts (şifre / password: Demo1234!):',
      '    admin       yönetici / staff + superuser',
      '    mentor1     mentor',
      '    sirket1     şirket sahibi / owner of Demo Teknoloji A.Ş.',
      '    calisan1    çalışan / employee of Demo Teknoloji A.Ş.',
      '    kullanici1  başvuru sahibi / applicant',
    );
  }
  lines.push('', '  Durdurmak için / to stop: Ctrl-C', '');
  console.log(lines.join('\n'));
}
