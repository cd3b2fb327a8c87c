/** PATCH /profile/ (spec 7): all optional strings, trimmed, with sane maximum lengths (ours). */
import { z } from 'zod';
import { MSG } from '../messages';
import { noControlCharacters, nullToUndefined, zOptionalText } from './helpers';

const email = z.email();

export const PROFILE_MAX_LENGTHS = {
  first_name: 150,
  last_name: 150,
  email: 254,
  ad_soyad: 200,
  firma_adi: 200,
  telefon: 30,
} as const;

const L = PROFILE_MAX_LENGTHS;

export const ZProfileUpdateSchema = z.object({
  first_name: zOptionalText(L.first_name, MSG.profile.tooLong(L.first_name)),
  last_name: zOptionalText(L.last_name, MSG.profile.tooLong(L.last_name)),
  /** '' clears the address; anything else must be a valid e-mail. */
  email: z.preprocess(
    nullToUndefined,
    noControlCharacters(z.string().trim())
      .max(L.email, MSG.profile.tooLong(L.email))
      .refine((v) => v === '' || email.safeParse(v).success, MSG.profile.emailInvalid)
      .optional(),
  ),
  ad_soyad: zOptionalText(L.ad_soyad, MSG.profile.tooLong(L.ad_soyad)),
  firma_adi: zOptionalText(L.firma_adi, MSG.profile.tooLong(L.firma_adi)),
  telefon: zOptionalText(L.telefon, MSG.profile.tooLong(L.telefon)),
});
export type ProfileUpdateInput = z.input<typeof ZProfileUpdateSchema>;
