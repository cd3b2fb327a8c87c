// The signed-in user's profile: GET and PATCH profile/.
import { z } from 'zod';
import { MSG } from '../messages';
import { SIRKET_ROLLERI } from '../status';
import { noControlCharacters } from '../validation/helpers';

export const PROFILE_API_MESSAGES = {
  currentPasswordWrong: MSG.password.currentWrong,
  currentPasswordMissing: MSG.password.currentRequired,
  email: MSG.profile.emailInvalid,
  notAString: 'Geçerli bir metin değil.',
  notAnObject: 'Geçersiz veri: bir JSON nesnesi bekleniyordu.',
  maxLength: (n: number) => `Bu alan en fazla ${n} karakter olabilir.`,
  mixed: 'Profil bilgileri ve şifre aynı istekte değiştirilemez.',
} as const;

const M = PROFILE_API_MESSAGES;

const text = () => z.string({ error: (issue) => (issue.input === undefined ? MSG.common.required : M.notAString) });
const optionalText = (max: number) => noControlCharacters(text().trim()).max(max, M.maxLength(max)).optional();

/** Profile fields or a password change (not both); unknown fields are ignored, like a DRF serializer. */
export const ZProfilePatchBody = z.object(
  {
    first_name: optionalText(150),
    last_name: optionalText(150),
    email: noControlCharacters(text().trim())
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

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'ad_soyad', 'firma_adi', 'telefon'] as const;

export const ZProfile = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ad_soyad: z.string(),
  firma_adi: z.string(),
  telefon: z.string(),
  /** The same three fields nested, as the profile screen reads them. */
  profile: z.object({ ad_soyad: z.string(), firma_adi: z.string(), telefon: z.string() }),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  is_mentor: z.boolean(),
  is_sirket_sahibi: z.boolean(),
  sirket_id: z.number().nullable(),
  rol: z.enum(SIRKET_ROLLERI).nullable(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});
export type Profile = z.infer<typeof ZProfile>;
