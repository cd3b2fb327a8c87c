// The signed-in user's own profile (spec 2 Settings, 7 /profile/): GET, and PATCH either the
// profile fields or the password (current_password + new_password), never both in one request.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../db/schema';
import { ApiError, API_MESSAGES } from '../plugins/errors';
import { hashPassword, verifyPassword } from '../services/passwords';
import type { AuthUser } from '../services/session-user';
import type { Db } from '../db/client';
import { checkNewPassword, MSG } from '@portal/domain';

// The password rules live in @portal/domain (checkNewPassword, spec 5 order); so do the messages.
export const PROFILE_MESSAGES = {
  currentPasswordWrong: MSG.password.currentWrong,
  currentPasswordMissing: MSG.password.currentRequired,
  email: MSG.profile.emailInvalid,
  notAString: 'Geçerli bir metin değil.',
  notAnObject: 'Geçersiz veri: bir JSON nesnesi bekleniyordu.',
  maxLength: (n: number) => `Bu alan en fazla ${n} karakter olabilir.`,
  mixed: 'Profil bilgileri ve şifre aynı istekte değiştirilemez.',
} as const;

const M = PROFILE_MESSAGES;

const text = () => z.string({ error: (issue) => (issue.input === undefined ? API_MESSAGES.required : M.notAString) });
const optionalText = (max: number) => text().trim().max(max, M.maxLength(max)).optional();

/** Unknown fields are ignored (dropped by z.object), like a DRF serializer. */
const ZProfilePatchBody = z.object(
  {
    first_name: optionalText(150),
    last_name: optionalText(150),
    email: text()
      .trim()
      .max(254, M.maxLength(254))
      .refine((v) => v === '' || z.email().safeParse(v).success, M.email)
      .optional(),
    ad_soyad: optionalText(255),
    firma_adi: optionalText(255),
    telefon: optionalText(32),
    current_password: text().max(4096, M.maxLength(4096)).optional(),
    new_password: text().max(4096, M.maxLength(4096)).optional(),
  },
  { error: M.notAnObject },
);

const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'ad_soyad', 'firma_adi', 'telefon'] as const;

const ZProfile = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ad_soyad: z.string(),
  firma_adi: z.string(),
  telefon: z.string(),
  /** The same three fields nested, as spec 3 "Profile" describes them. */
  profile: z.object({ ad_soyad: z.string(), firma_adi: z.string(), telefon: z.string() }),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  is_mentor: z.boolean(),
  is_sirket_sahibi: z.boolean(),
  sirket_id: z.number().nullable(),
  rol: z.enum(['sahip', 'calisan']).nullable(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});

async function loadProfile(db: Db, user: AuthUser): Promise<z.infer<typeof ZProfile>> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      ad_soyad: users.ad_soyad,
      firma_adi: users.firma_adi,
      telefon: users.telefon,
      is_staff: users.is_staff,
      is_superuser: users.is_superuser,
      date_joined: users.date_joined,
      last_login: users.last_login,
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw ApiError.notFound();
  return {
    ...row,
    profile: { ad_soyad: row.ad_soyad, firma_adi: row.firma_adi, telefon: row.telefon },
    is_mentor: user.is_mentor,
    is_sirket_sahibi: user.is_sirket_sahibi,
    sirket_id: user.sirket_id,
    rol: user.rol,
    date_joined: row.date_joined.toISOString(),
    last_login: row.last_login ? row.last_login.toISOString() : null,
  };
}

const profile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/',
    {
      config: { policy: 'authenticated' },
      schema: { tags: ['profile'], summary: 'The signed-in user', response: { 200: ZProfile } },
    },
    async (request) => loadProfile(app.db, request.user!),
  );

  app.patch(
    '/profile/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['profile'],
        summary: 'Update profile fields, or change the password with current_password + new_password',
        body: ZProfilePatchBody,
        response: { 200: ZProfile },
      },
    },
    async (request) => {
      const user = request.user!;
      const body = request.body;
      const changes = Object.fromEntries(PROFILE_FIELDS.flatMap((k) => (body[k] === undefined ? [] : [[k, body[k]]])));
      const wantsPassword = body.current_password !== undefined || body.new_password !== undefined;
      if (wantsPassword && Object.keys(changes).length > 0) throw ApiError.fields({ non_field_errors: M.mixed });

      if (wantsPassword) {
        const errors: Record<string, string> = {};
        const { current_password: current, new_password: next } = body;
        if (next === undefined) errors.new_password = API_MESSAGES.required;
        else {
          const failure = checkNewPassword(next);
          if (failure) errors.new_password = failure;
        }
        const [row] = await app.db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
        if (!row) throw ApiError.notFound();
        if (!current) errors.current_password = M.currentPasswordMissing;
        else if (!(await verifyPassword(current, row.password))) errors.current_password = M.currentPasswordWrong;
        if (Object.keys(errors).length > 0) throw ApiError.fields(errors);

        const hash = await hashPassword(next!);
        // Only if the password is still the one just checked (two changes racing: one wins).
        const updated = await app.db
          .update(users)
          .set({ password: hash, password_changed_at: new Date() })
          .where(and(eq(users.id, user.id), eq(users.password, row.password)))
          .returning({ id: users.id });
        if (updated.length !== 1) throw ApiError.fields({ current_password: M.currentPasswordWrong });
      } else if (Object.keys(changes).length > 0) {
        await app.db.update(users).set(changes).where(eq(users.id, user.id));
      }
      return loadProfile(app.db, user);
    },
  );
};

export default profile;
