// `npm run create-staff -- --username X --email Y [--first-name A --last-name B] [--superuser]`
// Creates a staff user for a real deployment, or promotes an existing one (username matched
// case-insensitively) and sets its password. The password comes from PORTAL_STAFF_PASSWORD or, on a
// terminal, from a prompt that does not echo. It must pass the domain's new-password rules.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { checkNewPassword, USER_API_MESSAGES } from '@portal/domain';
import { isEmailTaken } from '../services/email-uniqueness';
import { openConfiguredDatabase } from './open-database';

export interface StaffInput {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  superuser?: boolean;
}

/** The domain's new-password rule (spec 5, checked in the spec's order). */
export async function checkStaffPassword(password: string): Promise<string | null> {
  return checkNewPassword(password);
}

/** Inserts or promotes the user. Returns whether it was created. */
export async function createOrPromoteStaff(db: Db, input: StaffInput): Promise<{ created: boolean; id: number }> {
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`)
      .for('update');
    if (await isEmailTaken(tx, input.email, existing?.id)) {
      throw new Error(`${USER_API_MESSAGES.emailTaken} / The e-mail address belongs to another user.`);
    }
    const names = {
      ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
      ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    };
    if (existing) {
      await tx
        .update(users)
        .set({
          is_staff: true,
          is_active: true,
          password,
          email: input.email,
          ...names,
          ...(input.superuser ? { is_superuser: true } : {}),
        })
        .where(eq(users.id, existing.id));
      return { created: false, id: existing.id };
    }
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        password,
        is_staff: true,
        is_superuser: Boolean(input.superuser),
        ...names,
        ad_soyad: [input.firstName, input.lastName].filter(Boolean).join(' '),
      })
      .returning({ id: users.id });
    return { created: true, id: row!.id };
  });
}

/** Reads a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          done();
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          stdout.write('\n');
          reject(new Error('İptal edildi / cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = Array.from(value).slice(0, -1).join('');
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.on('data', onData);
  });
}

const USAGE =
  'Kullanım / usage: npm run create-staff -- --username <ad> --email <e-posta> [--first-name <ad>] [--last-name <soyad>] [--superuser]\n' +
  'Şifre PORTAL_STAFF_PASSWORD ortam değişkeninden ya da terminalde sorularak okunur. / ' +
  'The password is read from PORTAL_STAFF_PASSWORD or prompted for on a terminal.';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      superuser: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const username = values.username?.trim();
  const email = values.email?.trim();
  if (!username || !email) {
    console.error(`Kullanıcı adı ve e-posta gereklidir. / --username and --email are required.\n${USAGE}`);
    process.exit(64);
  }
  if (!/^[\w.@+-]{1,150}$/.test(username)) {
    console.error('Geçersiz kullanıcı adı (harf, rakam ve @ . + - _). / Invalid username (letters, digits and @ . + - _).');
    process.exit(64);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Geçerli bir e-posta adresi girin. / Enter a valid e-mail address.');
    process.exit(64);
  }

  let password = process.env.PORTAL_STAFF_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY) {
      console.error('Şifre yok: PORTAL_STAFF_PASSWORD ayarlayın. / No password: set PORTAL_STAFF_PASSWORD (no terminal to prompt on).');
      process.exit(64);
    }
    password = await promptHidden('Şifre / password: ');
    const again = await promptHidden('Şifre (tekrar) / password (again): ');
    if (password !== again) {
      console.error('Şifreler eşleşmiyor. / The passwords do not match.');
      process.exit(64);
    }
  }
  const problem = await checkStaffPassword(password);
  if (problem) {
    console.error(`${problem} / The password does not meet the rules (8-128 characters, upper and lower case, a digit, a special character).`);
    process.exit(65);
  }

  const { loadConfig } = await import('../env');
  const database = await openConfiguredDatabase(
    loadConfig(),
    'Önce sunucuyu durdurun. / Stop the running server first (the embedded database allows one process).',
  );
  try {
    const { created, id } = await createOrPromoteStaff(database.db, {
      username,
      email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      superuser: values.superuser,
    });
    console.log(
      created
        ? `Yönetici kullanıcı oluşturuldu: ${username} (id ${id}). / Staff user created.`
        : `Mevcut kullanıcı yönetici yapıldı ve şifresi güncellendi: ${username} (id ${id}). / Existing user promoted to staff; password updated.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
