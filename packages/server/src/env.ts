// The only module that reads process.env. Everything else receives a Config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RetentionDays } from './services/retention';
import type { S3Options } from './services/storage';

/** The repository root (defaults for the data directory and the built web apps live there). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The smallest REMINDER_RETENTION_DAYS: a monthly reminder's key outlives every look that could send it again. */
export const MIN_REMINDER_RETENTION_DAYS = 62;

export interface Config {
  host: string;
  port: number;
  /** Embedded database, uploaded files and the generated secret live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined;
  /** Shared rate-limit store across instances when set. */
  redisUrl: string | undefined;
  /**
   * Prefix of every Redis key this deployment writes (REDIS_KEY_PREFIX, default `portal:`): the API
   * processes of one deployment share it; another deployment (or test) on the same Redis picks its own.
   */
  redisKeyPrefix: string;
  /** JWT and signed-URL secret; generated into dataDir when absent. */
  secretKey: string | undefined;
  logLevel: string;
  /** LOG_FORMAT: 'pretty' (readable lines, pino-pretty) or 'json'; default pretty on a terminal. */
  logFormat: 'pretty' | 'json';
  /** Folder holding shell/dist and mfe-* /dist (the repo root by default). */
  webRoot: string;
  /** The programme's public application page ('Kayıt Ol' on the login screen). */
  publicApplicationUrl: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  /** Login attempts per minute per client address. */
  loginRateLimit: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify trustProxy): off by default, so a client
   * cannot choose its own address to dodge the login throttle. Behind a load balancer set
   * TRUST_PROXY to its hop count (e.g. 1) or its addresses (comma-separated).
   */
  trustProxy: boolean | number | string;
  /** Where uploaded files live: 'local' (<dataDir>/files) or 's3' (S3_* variables). */
  fileStorage: 'local' | 's3';
  /** The bucket when fileStorage is 's3'. */
  s3: S3Options | undefined;
  /** The start-up sweep leaves files younger than this alone (an upload may still be committing). */
  fileSweepGraceMinutes: number;
  /** How often each process looks at the pending uploads (0: only at start). */
  fileSweepIntervalSeconds: number;
  /** Notification e-mail: the SMTP server (off when SMTP_HOST is unset) and the outbox worker's pace. */
  mail: MailConfig;
  /** Seconds between two looks for due reminders (0: none; docs/notifications.md, "Reminders"). */
  reminderIntervalSeconds: number;
  /**
   * Backups (plugins/backups.ts): every `intervalHours` (0: none) into `dir`, the newest `keep` kept;
   * pg_dump and pg_restore connect to `databaseUrl` (BACKUP_DATABASE_URL, default DATABASE_URL), which
   * must reach PostgreSQL directly: through PgBouncer in transaction mode their session settings
   * (an empty search_path) would stay on the server connection for other clients' transactions.
   */
  backup: { intervalHours: number; dir: string; keep: number; databaseUrl: string | undefined };
  /** METRICS_TOKEN: the bearer token a Prometheus scraper sends to GET /metrics (unset: no metrics). */
  metricsToken: string | undefined;
  /** Seconds between two pruning rounds of the tables that grow (0: none; services/retention.ts). */
  retentionIntervalSeconds: number;
  /** How long each of those keeps its old rows, in days (services/retention.ts says which rows). */
  retentionDays: RetentionDays;
  /** Embedded PGlite only: seconds between two rounds of VACUUM and ANALYZE (0: none; db/maintenance.ts). */
  pgliteMaintenanceSeconds: number;
  /** STAFF_REQUIRE_2FA: staff routes answer 403 to a staff account without two-factor sign-in. */
  staffRequire2fa: boolean;
  /** WEB_CONCURRENCY as given: how many API processes `npm start` runs on PostgreSQL (processes.ts). */
  webConcurrency: string | undefined;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** The sender, e.g. 'Kuluçka Merkezi <portal@example.org>'. */
  from: string;
}

export interface MailConfig {
  /** undefined: no e-mail is sent (docs/notifications.md, "E-mail"). */
  smtp: SmtpConfig | undefined;
  /** Seconds between two looks of the outbox worker at the queue. */
  pollSeconds: number;
  /** A message not sent within this many hours is given up (kept in the outbox as basarisiz). */
  maxAgeHours: number;
  /** The portal's public address, the base of the links in e-mails (default http://HOST:PORT). */
  portalUrl: string;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // Relative paths a user gives are read from where they ran the command (npm/pnpm set INIT_CWD).
  const base = env.INIT_CWD || cwd;
  const dataDir = env.DATA_DIR ? path.resolve(base, env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'portal:',
    secretKey: env.SECRET_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : process.stdout.isTTY ? 'pretty' : 'json',
    webRoot: env.WEB_ROOT ? path.resolve(base, env.WEB_ROOT) : REPO_ROOT,
    publicApplicationUrl: env.PUBLIC_APPLICATION_URL || 'https://www.example.org/kuluckamerkezi/basvuru',
    accessTokenMinutes: int(env.ACCESS_TOKEN_MINUTES, 15),
    refreshTokenDays: int(env.REFRESH_TOKEN_DAYS, 7),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10),
    trustProxy: !env.TRUST_PROXY ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
    fileStorage: env.FILE_STORAGE === 's3' ? 's3' : 'local',
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          // Else the SDK's own chain (AWS_ACCESS_KEY_ID..., an instance role).
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'false' : Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    fileSweepGraceMinutes: int(env.FILE_SWEEP_GRACE_MINUTES, 60),
    fileSweepIntervalSeconds: Math.max(0, int(env.FILE_SWEEP_INTERVAL_SECONDS, 300)),
    mail: {
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: int(env.SMTP_PORT, 587),
            secure: env.SMTP_SECURE ? env.SMTP_SECURE !== 'false' : int(env.SMTP_PORT, 587) === 465,
            user: env.SMTP_USER || undefined,
            password: env.SMTP_PASSWORD || undefined,
            from: env.SMTP_FROM || 'Kuluçka Merkezi Portalı <portal@localhost>',
          }
        : undefined,
      pollSeconds: Math.max(1, int(env.MAIL_POLL_SECONDS, 5)),
      maxAgeHours: Math.max(1, int(env.MAIL_MAX_AGE_HOURS, 72)),
      portalUrl: (env.PORTAL_URL || `http://${env.HOST || '127.0.0.1'}:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    },
    reminderIntervalSeconds: Math.max(0, int(env.REMINDER_INTERVAL_SECONDS, 300)),
    backup: {
      // The embedded database backs itself up daily by default; PostgreSQL has its own tools (and
      // several processes would each make one), so there it is asked for.
      intervalHours: Math.max(0, Number.parseFloat(env.BACKUP_INTERVAL_HOURS ?? '') || (env.BACKUP_INTERVAL_HOURS === undefined && !env.DATABASE_URL ? 24 : 0)),
      dir: env.BACKUP_DIR ? path.resolve(base, env.BACKUP_DIR) : path.join(dataDir, 'backups'),
      keep: Math.max(1, int(env.BACKUP_KEEP, 7)),
      databaseUrl: env.BACKUP_DATABASE_URL || env.DATABASE_URL || undefined,
    },
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    retentionIntervalSeconds: Math.max(0, int(env.RETENTION_INTERVAL_SECONDS, 3600)),
    retentionDays: {
      mail: Math.max(1, int(env.MAIL_RETENTION_DAYS, 30)),
      notifications: Math.max(0, int(env.NOTIFICATION_RETENTION_DAYS, 365)),
      reminders: Math.max(MIN_REMINDER_RETENTION_DAYS, int(env.REMINDER_RETENTION_DAYS, 400)),
      accountLinks: Math.max(1, int(env.ACCOUNT_LINK_RETENTION_DAYS, 30)),
      securityEvents: Math.max(0, int(env.SECURITY_EVENT_RETENTION_DAYS, 730)),
    },
    pgliteMaintenanceSeconds: Math.max(0, int(env.PGLITE_MAINTENANCE_SECONDS, 600)),
    webConcurrency: env.WEB_CONCURRENCY?.trim() || undefined,
    staffRequire2fa: ['1', 'true', 'on', 'yes'].includes((env.STAFF_REQUIRE_2FA ?? '').trim().toLowerCase()),
  };
}

/** For tests: the database URL of a PostgreSQL server to run the suite against, if any. */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

/** For tests: the same PostgreSQL server without PgBouncer in between (pg_dump, pg_restore), if TEST_DATABASE_URL goes through one. */
export const testDirectDatabaseUrl = () => process.env.TEST_DIRECT_DATABASE_URL || undefined;
