// Resources (kaynaklar).
import { z } from 'zod';
import { ZAdminListQuery, zBooleanParam } from './page';

export const ZKaynak = z.object({ id: z.number(), ad: z.string(), kapasite: z.number(), aktif: z.boolean() });
export type Kaynak = z.infer<typeof ZKaynak>;

export const ZKaynakAdminListQuery = ZAdminListQuery.extend({ aktif: zBooleanParam() });
