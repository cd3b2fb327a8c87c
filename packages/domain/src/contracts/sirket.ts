// Companies (sirketler): a company with its members, as its members, its owner and staff read it.
import { z } from 'zod';
import { SIRKET_ROLLERI } from '../status';

export const ZSirketUyesi = z.object({
  id: z.number(),
  rol: z.enum(SIRKET_ROLLERI),
  user: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    telefon: z.string(),
  }),
});
export type SirketUyesi = z.infer<typeof ZSirketUyesi>;

export const ZSirket = z.object({
  id: z.number(),
  adi: z.string(),
  aktif: z.boolean(),
  /** Only for the company's owner and staff. */
  uyeler: z.array(ZSirketUyesi).optional(),
});
export type Sirket = z.infer<typeof ZSirket>;
