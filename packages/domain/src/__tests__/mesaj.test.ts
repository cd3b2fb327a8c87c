// Messages: the text rule, the edit window, the links a message may render, and the page each side's
// notification opens.
import { describe, expect, test } from '@jest/globals';
import { isMesajEditable, MESAJ_MESSAGES, mesajLinki, mesajOzeti, mesajRoluOf, metinParcalari, ZMesajCreateSchema } from '../index';

describe('a message', () => {
  test('text: trimmed, required, at most 5000 characters, line breaks but no other control characters', () => {
    expect(ZMesajCreateSchema.parse({ metin: '  Merhaba\nDünya  ' })).toEqual({ metin: 'Merhaba\nDünya', bilgi_talebi: false });
    expect(ZMesajCreateSchema.safeParse({ metin: '   ' }).error?.issues[0]?.message).toBe(MESAJ_MESSAGES.textRequired);
    expect(ZMesajCreateSchema.safeParse({ metin: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(MESAJ_MESSAGES.textMax);
    expect(ZMesajCreateSchema.safeParse({ metin: 'zil\u0007' }).success).toBe(false);
    expect(ZMesajCreateSchema.parse({ metin: 'Soru', bilgi_talebi: 'true' }).bilgi_talebi).toBe(true);
  });

  test('edited within 15 minutes, never after', () => {
    const now = new Date('2025-03-04T10:00:00Z');
    expect(isMesajEditable('2025-03-04T09:46:00Z', now)).toBe(true);
    expect(isMesajEditable('2025-03-04T09:44:59Z', now)).toBe(false);
  });

  test('only http(s) addresses become links; sentence punctuation stays text', () => {
    expect(metinParcalari('Bakınız https://ornek.org/a?b=1. Ve javascript:alert(1) değil.')).toEqual([
      { tur: 'metin', metin: 'Bakınız ' },
      { tur: 'baglanti', metin: 'https://ornek.org/a?b=1', href: 'https://ornek.org/a?b=1' },
      { tur: 'metin', metin: '. Ve javascript:alert(1) değil.' },
    ]);
    expect(metinParcalari('düz metin')).toEqual([{ tur: 'metin', metin: 'düz metin' }]);
  });

  test("the author's side, the notification's excerpt and each side's page", () => {
    expect(mesajRoluOf({ id: 3, is_staff: false }, { applicantIds: [3, 4] })).toBe('basvuran');
    expect(mesajRoluOf({ id: 9, is_staff: true }, { applicantIds: [3] })).toBe('yonetici');
    expect(mesajRoluOf({ id: 8, is_staff: false }, { applicantIds: [3] })).toBe('mentor');
    expect(mesajOzeti('a'.repeat(200))).toHaveLength(140);
    expect(mesajLinki('basvuran', 7)).toBe('/basvuru/7/mesajlar');
    expect(mesajLinki('mentor', 7, 12)).toBe('/mentor-evaluation/12');
    expect(mesajLinki('yonetici', 7)).toBe('/admin/applications');
  });
});
