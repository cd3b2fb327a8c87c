// Resources (kaynaklar).
import { z } from 'zod';
import { ZAdminListQuery, zBooleanParam } from './page';

/** Server answers about resources (ours). */
export const KAYNAK_API_MESSAGES = {
  /** DELETE of a resource that still has approved reservations to come: what to do first. */
  hasApprovedReservations: (count: number): string =>
    `Bu kaynağın ${count} onaylı ve henüz bitmemiş rezervasyonu var; kaynak silinemez. Önce bu rezervasyonları iptal edin ya da kaynağı pasif yapın.`,
} as const;

export const ZKaynak = z.object({ id: z.number(), ad: z.string(), kapasite: z.number(), aktif: z.boolean() });
export type Kaynak = z.infer<typeof ZKaynak>;

export const ZKaynakAdminListQuery = ZAdminListQuery.extend({ aktif: zBooleanParam() });
