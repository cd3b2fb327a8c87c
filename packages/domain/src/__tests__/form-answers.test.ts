// The answers' schema built from a call form's definition: the one schema the server and the
// apply form check with. Drafts (partial) skip "required" only; blank reads as unanswered.
import { describe, expect, test } from '@jest/globals';
import { FORM_MSG, ZFormTanimi } from '../contracts/cagri-formu';
import { emptyAnswers, makeAnswersSchema } from '../validation/form-answers';

const tanim = ZFormTanimi.parse({
  bolumler: [
    {
      baslik: 'Sorular',
      alanlar: [
        { anahtar: 'ad', tur: 'kisa_metin', etiket: 'Ad', zorunlu: true, max_uzunluk: 5 },
        { anahtar: 'puan', tur: 'sayi', etiket: 'Puan', min: 0, max: 10 },
        { anahtar: 'secim', tur: 'coklu_secim', etiket: 'Seçim', secenekler: ['a', 'b', 'c'] },
        { anahtar: 'onay', tur: 'evet_hayir', etiket: 'Onay', zorunlu: true },
        { anahtar: 'dosya', tur: 'dosya', etiket: 'Dosya', dosya_turleri: ['jpg'], max_mb: 1 },
      ],
    },
  ],
});
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('makeAnswersSchema', () => {
  test('empty answers: a draft passes, sending refuses each required one', () => {
    expect(makeAnswersSchema(tanim, { partial: true }).safeParse(emptyAnswers(tanim)).success).toBe(true);
    expect(messages(makeAnswersSchema(tanim, { partial: false }).safeParse(emptyAnswers(tanim)))).toEqual({ ad: FORM_MSG.required, onay: FORM_MSG.required });
  });

  test('rules hold for drafts too; values come out normalised', () => {
    const partial = makeAnswersSchema(tanim, { partial: true });
    expect(messages(partial.safeParse({ ad: 'uzun ad', puan: '11', secim: ['z'], dosya: { name: 'a.pdf', size: 1 } }))).toEqual({
      ad: FORM_MSG.textTooLong(5),
      puan: FORM_MSG.numberMax(10),
      secim: FORM_MSG.choiceInvalid,
      dosya: FORM_MSG.fileType(['jpg']),
    });
    expect(messages(partial.safeParse({ dosya: { name: 'a.jpeg', size: 2 * 1024 * 1024 } }))).toEqual({ dosya: FORM_MSG.fileSize(1) });
    const ok = makeAnswersSchema(tanim, { partial: false }).parse({ ad: ' Ali ', puan: '7,5', secim: ['c', 'a'], onay: false, dosya: { dosya_id: 3 }, baska: 'x' });
    expect(ok).toEqual({ ad: 'Ali', puan: 7.5, secim: ['a', 'c'], onay: false, dosya: { dosya_id: 3 } });
  });
});
