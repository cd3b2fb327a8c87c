/** New application (spec 3, 5): multipart fields; the attachment is checked with FILE_RULES.application. */
import { z } from 'zod';
import { MSG } from '../messages';
import { zId, zOptionalId, zRequiredText } from './helpers';

export const ZApplicationCreateSchema = z.object({
  cagri: zId(MSG.application.callRequired),
  proje_basligi: zRequiredText(MSG.application.titleRequired, { length: 255, message: MSG.application.titleTooLong }),
  aciklama: zRequiredText(
    MSG.application.descriptionRequired,
    { length: 10000, message: MSG.application.descriptionTooLong },
    { multiline: true },
  ),
  /** Only when the user has a company; '' and null read as absent. */
  sirket_id: zOptionalId(MSG.common.invalidId),
});
export type ApplicationCreateInput = z.input<typeof ZApplicationCreateSchema>;
export type ApplicationCreateData = z.output<typeof ZApplicationCreateSchema>;
