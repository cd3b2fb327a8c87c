// Demo data. `npm start` on an empty embedded database calls seedDemoIfEmpty(); `npm run seed` runs
// this file as a script (embedded database or DATABASE_URL). Rules (docs/architecture.md):
// - seed only when the users table is empty, all in one transaction, never wipe or update data;
// - one password hash for every demo account (scrypt costs 100-300 ms a hash);
// - every status of every table is present, dates are relative to "now" so the demo stays current:
//   open calls end in the future, reservations are on the next weekdays on the 30-minute grid
//   between 09:00 and 18:00 Europe/Istanbul, and approved (ONAY) ones never overlap on one resource.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { reportPeriodEnd, type DekontDurum, type RezervasyonDurum } from '@portal/domain';
import type { Db } from '../db/client';
import { withTransaction } from '../lib/transaction';
import {
  applications,
  assignments,
  calls,
  companies,
  companyMembers,
  evaluations,
  mentorConflicts,
  mentors,
  receipts,
  reports,
  reservations,
  resources,
  storedFiles,
  users,
} from '../db/schema';
import { hashPassword } from '../services/passwords';
import { localStorageFor, newStorageKey, S3Storage, storageFor, type FileStorage } from '../services/storage';
import { openConfiguredDatabase } from './open-database';

export const DEMO_PASSWORD = 'Demo1234!';

/** The accounts the README lists (plus a few more so lists look real). */
export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 'Yönetici (staff + superuser)' },
  { username: 'mentor1', role: 'Mentor' },
  { username: 'sirket1', role: 'Şirket sahibi — Demo Teknoloji A.Ş.' },
  { username: 'calisan1', role: 'Çalışan — Demo Teknoloji A.Ş.' },
  { username: 'kullanici1', role: 'Başvuru sahibi (girişimci)' },
] as const;

export interface SeedOptions {
  /** Where demo file bytes go: `storage`, else the local storage of `dataDir`, else of the configured DATA_DIR. */
  storage?: FileStorage;
  dataDir?: string;
  /** Reference time (tests); defaults to now. */
  now?: Date;
}

export interface SeedSummary {
  users: number;
  companies: number;
  calls: number;
  applications: number;
  reports: number;
  mentors: number;
  assignments: number;
  evaluations: number;
  resources: number;
  reservations: number;
  receipts: number;
  files: number;
}

const TZ = 'Europe/Istanbul';
// Any constant: serialises two seeders (two API processes on one PostgreSQL) on the empty check.
const SEED_LOCK_KEY = 720_240_611;

/**
 * Seeds the demo when the users table is empty. Returns true when it seeded. Safe to call at every
 * start and from several processes: the emptiness check and the inserts share one transaction
 * holding an advisory lock.
 */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  return (await seedDemoIfEmptyWithSummary(db, options)) !== null;
}

/** Like seedDemoIfEmpty, returning what was inserted (or null when there was data already). */
export async function seedDemoIfEmptyWithSummary(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  // Cheap check first: a database with users (every start after the first) costs one count, no hash.
  if ((await countUsers(db)) > 0) return null;
  // Hash outside the transaction: it is the slow part and needs no lock.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const storage = options.storage ?? localStorageFor(options.dataDir ?? (await defaultDataDir()));
  const written: string[] = [];
  try {
    return await withTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if ((await countUsers(tx)) > 0) return null; // seeded meanwhile by another process
      return insertDemo(tx, { passwordHash, storage, now: options.now ?? new Date(), written });
    });
  } catch (err) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw err;
  }
}

async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Seeds unconditionally (throws on unique conflicts if the demo accounts already exist). */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const storage = options.storage ?? localStorageFor(options.dataDir ?? (await defaultDataDir()));
  const written: string[] = [];
  try {
    return await withTransaction(db, (tx) =>
      insertDemo(tx, { passwordHash, storage, now: options.now ?? new Date(), written }),
    );
  } catch (err) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw err;
  }
}

async function defaultDataDir() {
  const { loadConfig } = await import('../env');
  return loadConfig().dataDir;
}

// ---------------------------------------------------------------------------------------------
// Demo files: tiny but valid PDF and PNG documents (file-type recognises them by magic bytes).

/** A one-page PDF with one line of text; xref offsets computed so strict readers accept it. */
export function demoPdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 72 770 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A valid 1x1 PNG (a scanned receipt stand-in). */
export const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Ctx {
  passwordHash: string;
  storage: FileStorage;
  now: Date;
  written: string[];
}

/** Stores the bytes through the storage service and records them in stored_files. */
async function storeFile(
  db: Db,
  ctx: Ctx,
  file: { name: string; mime: string; ext: string; bytes: Buffer; uploadedBy: number | null },
) {
  const key = newStorageKey();
  await ctx.storage.put(key, file.bytes);
  ctx.written.push(key);
  const [row] = await db
    .insert(storedFiles)
    .values({
      storage_key: key,
      original_name: file.name,
      mime: file.mime,
      ext: file.ext,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      uploaded_by: file.uploadedBy,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

const one = <T>(rows: T[]): T => {
  if (!rows[0]) throw new Error('insert returned no row');
  return rows[0];
};

async function insertDemo(db: Db, ctx: Ctx): Promise<SeedSummary> {
  const now = DateTime.fromJSDate(ctx.now).setZone(TZ);
  const daysAgo = (d: number, hour = 10) => now.minus({ days: d }).set({ hour, minute: 15, second: 0, millisecond: 0 }).toJSDate();
  const isoDate = (dt: DateTime) => dt.toISODate()!;

  // --- users -----------------------------------------------------------------------------------
  const person = (
    username: string,
    first_name: string,
    last_name: string,
    extra: Partial<typeof users.$inferInsert> & { joined: number },
  ) => {
    const { joined, ...rest } = extra;
    return {
      username,
      password: ctx.passwordHash,
      first_name,
      last_name,
      ad_soyad: `${first_name} ${last_name}`,
      email: `${username}@demo.kulucka.org.tr`,
      date_joined: daysAgo(joined),
      last_login: daysAgo(Math.max(0, joined - 20)),
      ...rest,
    };
  };
  const userRows = await db
    .insert(users)
    .values([
      person('admin', 'Ayşe', 'Yılmaz', { is_staff: true, is_superuser: true, telefon: '+90 312 555 01 00', joined: 200 }),
      person('mentor1', 'Mehmet', 'Kaya', { telefon: '+90 532 555 11 22', firma_adi: 'ODTÜ Teknokent', joined: 180 }),
      person('mentor2', 'Zeynep', 'Arslan', { telefon: '+90 533 555 22 33', firma_adi: 'Arslan Danışmanlık', joined: 170 }),
      person('sirket1', 'Emre', 'Demir', { telefon: '+90 505 555 33 44', firma_adi: 'Demo Teknoloji A.Ş.', joined: 150 }),
      person('calisan1', 'Elif', 'Şahin', { telefon: '+90 506 555 44 55', firma_adi: 'Demo Teknoloji A.Ş.', joined: 140 }),
      person('kullanici1', 'Can', 'Öztürk', { telefon: '+90 507 555 55 66', joined: 120 }),
      person('sirket2', 'Selin', 'Koç', { telefon: '+90 541 555 66 77', firma_adi: 'Anadolu Yazılım Ltd. Şti.', joined: 110 }),
      person('kullanici2', 'Burak', 'Çelik', { telefon: '+90 542 555 77 88', joined: 60 }),
      person('mentor3', 'Ahmet', 'Tunç', { telefon: '+90 534 555 88 99', firma_adi: 'Enerji Danışmanlık', joined: 90 }),
      person('mentor4', 'Oya', 'Ergin', { telefon: '+90 535 555 99 00', firma_adi: 'Hacettepe Teknokent', joined: 160 }),
      // An employee of the second company without a phone number (the owner screen shows 'Eklenmedi').
      person('calisan2', 'Deniz', 'Aydın', { telefon: '', firma_adi: 'Anadolu Yazılım Ltd. Şti.', joined: 90 }),
    ])
    .returning({ id: users.id, username: users.username });
  const uid = Object.fromEntries(userRows.map((u) => [u.username, u.id])) as Record<string, number>;
  const U = (name: string) => {
    const id = uid[name];
    if (id === undefined) throw new Error(`unknown demo user ${name}`);
    return id;
  };

  // --- companies and memberships -----------------------------------------------------------------
  const demoTek = one(await db.insert(companies).values({ adi: 'Demo Teknoloji A.Ş.', olusturuldu: daysAgo(150) }).returning()).id;
  const anadolu = one(
    await db.insert(companies).values({ adi: 'Anadolu Yazılım Ltd. Şti.', olusturuldu: daysAgo(110) }).returning(),
  ).id;
  // A company that left the programme: inactive, no members, nothing attached (staff may delete it).
  await db.insert(companies).values({ adi: 'Eski Girişim Ltd. Şti.', aktif: false, olusturuldu: daysAgo(400) });
  await db.insert(companyMembers).values([
    { sirket_id: demoTek, user_id: U('sirket1'), rol: 'sahip' },
    { sirket_id: demoTek, user_id: U('calisan1'), rol: 'calisan' },
    { sirket_id: anadolu, user_id: U('sirket2'), rol: 'sahip' },
    { sirket_id: anadolu, user_id: U('calisan2'), rol: 'calisan' },
  ]);

  // --- calls -------------------------------------------------------------------------------------
  const endOfDay = (dt: DateTime) => dt.set({ hour: 23, minute: 59, second: 59, millisecond: 0 }).toJSDate();
  const callRows = await db
    .insert(calls)
    .values([
      {
        baslik: 'Teknoloji Girişimciliği Destek Programı',
        aciklama:
          'Yazılım, donanım ve yapay zekâ alanlarında erken aşama girişimlere 12 aylık kuluçka, ofis alanı, mentorluk ve 500.000 TL’ye kadar hibe desteği.',
        baslangic: daysAgo(30, 9),
        bitis: endOfDay(now.plus({ days: 45 })),
        detay_url: 'https://www.example.org/kuluckamerkezi/cagrilar/teknoloji-girisimciligi',
        olusturuldu: daysAgo(31),
      },
      {
        baslik: 'Yeşil Dönüşüm Hızlandırma Çağrısı',
        aciklama: 'Enerji verimliliği, döngüsel ekonomi ve temiz teknoloji projeleri için 6 aylık hızlandırma programı.',
        baslangic: daysAgo(10, 9),
        bitis: endOfDay(now.plus({ days: 20 })),
        olusturuldu: daysAgo(11),
      },
      {
        baslik: 'Kadın Girişimciler Ön Kuluçka Programı',
        aciklama: 'Fikir aşamasındaki kadın girişimcilere iş modeli eğitimi ve birebir mentorluk. Başvurular değerlendirme için kapatıldı.',
        baslangic: daysAgo(90, 9),
        bitis: endOfDay(now.plus({ days: 10 })),
        aktif: false,
        olusturuldu: daysAgo(91),
      },
      {
        baslik: 'Dijital Dönüşüm Destek Çağrısı (Güz Dönemi)',
        aciklama: 'KOBİ’lerin dijitalleşme projelerine yönelik destek çağrısı. Başvuru süresi sona erdi.',
        baslangic: daysAgo(160, 9),
        bitis: endOfDay(now.minus({ days: 40 })),
        olusturuldu: daysAgo(161),
      },
      {
        baslik: 'Sürekli Açık Mentorluk Başvurusu',
        aciklama: 'Programdaki girişimlerin yıl boyunca mentor eşleştirmesi talep edebileceği açık çağrı. Bitiş tarihi belirtilmemiştir.',
        baslangic: daysAgo(200, 9),
        bitis: null,
        olusturuldu: daysAgo(201),
      },
    ])
    .returning({ id: calls.id });
  const [cTek, cYesil, cKadin, cDijital, cMentor] = callRows.map((c) => c.id) as [number, number, number, number, number];

  // --- applications (every durum) ------------------------------------------------------------------
  const attachment = (name: string, owner: string, title: string) =>
    storeFile(db, ctx, { name, mime: 'application/pdf', ext: 'pdf', bytes: demoPdf(title), uploadedBy: U(owner) });
  let applicationCount = 0;
  const app = async (v: {
    cagri: number;
    user: string;
    sirket?: number;
    baslik: string;
    aciklama: string;
    durum: 'TASLAK' | 'GONDERILDI' | 'INCELEME' | 'ONAY' | 'RED';
    days: number;
    ek?: string;
  }) => {
    applicationCount++;
    const ek = v.ek ? await attachment(v.ek, v.user, v.baslik) : null;
    const row = await db
      .insert(applications)
      .values({
        cagri_id: v.cagri,
        basvuran_id: U(v.user),
        sirket_id: v.sirket ?? null,
        proje_basligi: v.baslik,
        aciklama: v.aciklama,
        durum: v.durum,
        ek_dosya_id: ek,
        olusturuldu: daysAgo(v.days),
        guncellendi: daysAgo(Math.max(0, v.days - 5)),
      })
      .returning({ id: applications.id });
    return one(row).id;
  };

  const bTarim = await app({
    cagri: cTek, user: 'kullanici1', baslik: 'Akıllı Tarım Sensör Ağı',
    aciklama: 'Toprak nemi ve sıcaklığını ölçen düşük güçlü sensörlerle sulamayı optimize eden IoT platformu.',
    durum: 'ONAY', days: 28, ek: 'is-plani-akilli-tarim.pdf',
  });
  await app({
    cagri: cYesil, user: 'kullanici1', baslik: 'Güneş Paneli Temizleme Robotu',
    aciklama: 'Su kullanmadan güneş panellerini temizleyen otonom robot prototipi.',
    durum: 'TASLAK', days: 3,
  });
  await app({
    cagri: cDijital, user: 'kullanici1', baslik: 'Kargo Takip Asistanı',
    aciklama: 'Küçük e-ticaret işletmeleri için çoklu kargo firması takip ve bildirim uygulaması.',
    durum: 'RED', days: 70,
  });
  await app({
    cagri: cMentor, user: 'kullanici1', baslik: 'Akıllı Tarım — Pazar Açılımı Mentorluğu',
    aciklama: 'Avrupa pazarına açılım için ihracat ve satış stratejisi mentorluğu talebi.',
    durum: 'GONDERILDI', days: 6,
  });
  const bAsistan = await app({
    cagri: cTek, user: 'calisan1', sirket: demoTek, baslik: 'Yapay Zekâ Destekli Müşteri Hizmetleri',
    aciklama: 'Türkçe doğal dil işleme ile çağrı merkezi taleplerini sınıflandıran ve yanıt öneren asistan.',
    durum: 'ONAY', days: 25, ek: 'proje-ozeti-musteri-asistani.pdf',
  });
  const bEnerji = await app({
    cagri: cYesil, user: 'calisan1', sirket: demoTek, baslik: 'Fabrikalar İçin Enerji İzleme Paneli',
    aciklama: 'Üretim hatlarındaki enerji tüketimini anlık izleyen ve tasarruf önerileri sunan panel.',
    durum: 'INCELEME', days: 8,
  });
  const bMuhasebe = await app({
    cagri: cDijital, user: 'sirket1', sirket: demoTek, baslik: 'Bulut Tabanlı Ön Muhasebe',
    aciklama: 'Serbest çalışanlar ve mikro işletmeler için e-fatura uyumlu ön muhasebe uygulaması.',
    durum: 'ONAY', days: 150, ek: 'on-muhasebe-sunum.pdf',
  });
  const bSaglik = await app({
    cagri: cTek, user: 'sirket2', sirket: anadolu, baslik: 'Mobil Sağlık Takip Uygulaması',
    aciklama: 'Kronik hastaların ilaç ve ölçüm takibini hekimleriyle paylaşan mobil uygulama.',
    durum: 'ONAY', days: 26,
  });
  await app({
    cagri: cYesil, user: 'sirket2', sirket: anadolu, baslik: 'Elektrikli Araç Filo Planlayıcı',
    aciklama: 'Lojistik firmalarının elektrikli araç şarj ve rota planlamasını yapan yazılım.',
    durum: 'GONDERILDI', days: 5,
  });
  const bEgitim = await app({
    cagri: cTek, user: 'kullanici2', baslik: 'Oyunlaştırılmış Kodlama Eğitimi',
    aciklama: 'Ortaokul öğrencilerine blok tabanlı kodlamayı oyunlarla öğreten platform.',
    durum: 'INCELEME', days: 12,
  });
  await app({
    cagri: cKadin, user: 'kullanici2', baslik: 'Geri Dönüştürülmüş Tekstil Pazaryeri',
    aciklama: 'Atık kumaşları tasarımcılarla buluşturan çevrim içi pazaryeri.',
    durum: 'RED', days: 80,
  });

  // --- reports (every admin durum) -----------------------------------------------------------------
  const monthStart = now.startOf('month');
  const period = (monthsBack: number) => {
    const start = monthStart.minus({ months: monthsBack });
    return { donem_baslangic: isoDate(start), donem_bitis: reportPeriodEnd(isoDate(start)) };
  };
  const reportFile = await storeFile(db, ctx, {
    name: 'aylik-rapor-ekim.pdf', mime: 'application/pdf', ext: 'pdf', bytes: demoPdf('Aylik ilerleme raporu'), uploadedBy: U('calisan1'),
  });
  await db.insert(reports).values([
    { basvuru_id: bTarim, olusturan_id: U('kullanici1'), ...period(2), durum: 'ONAY', olusturuldu: daysAgo(40),
      ozet: 'Sensör prototipinin saha testleri Konya’daki iki pilot tarlada tamamlandı; pil ömrü 9 aya çıkarıldı.' },
    { basvuru_id: bTarim, olusturan_id: U('kullanici1'), ...period(1), durum: 'GONDERILDI', olusturuldu: daysAgo(9),
      ozet: 'Mobil uygulamanın ilk sürümü yayınlandı, 35 çiftçi ile kullanıcı testleri yapıldı ve geri bildirimler toplandı.' },
    { basvuru_id: bTarim, olusturan_id: U('kullanici1'), ...period(0), durum: 'TASLAK', olusturuldu: daysAgo(1),
      ozet: 'Bu ay dağıtım ortaklarıyla görüşmeler sürüyor; rapor tamamlanınca gönderilecek.' },
    { basvuru_id: bAsistan, olusturan_id: U('calisan1'), ...period(2), durum: 'ONAY', olusturuldu: daysAgo(38), ek_dosya_id: reportFile,
      ozet: 'Türkçe niyet sınıflandırma modelinin doğruluğu %87’ye ulaştı; iki pilot müşteriyle veri paylaşım sözleşmesi imzalandı.' },
    { basvuru_id: bAsistan, olusturan_id: U('calisan1'), ...period(1), durum: 'RED', olusturuldu: daysAgo(12),
      ozet: 'Kısa özet: entegrasyon çalışmaları devam ediyor.' },
    { basvuru_id: bAsistan, olusturan_id: U('calisan1'), ...period(1), durum: 'GONDERILDI', olusturuldu: daysAgo(7),
      ozet: 'Çağrı merkezi entegrasyonu tamamlandı; ilk ay 4.200 talep otomatik sınıflandırıldı, ortalama yanıt süresi %31 kısaldı.' },
    { basvuru_id: bMuhasebe, olusturan_id: U('sirket1'), ...period(4), durum: 'ONAY', olusturuldu: daysAgo(100),
      ozet: 'E-fatura entegratörü ile canlı bağlantı kuruldu; 120 ücretli kullanıcıya ulaşıldı ve program tamamlandı.' },
    { basvuru_id: bSaglik, olusturan_id: U('sirket2'), ...period(1), durum: 'GONDERILDI', olusturuldu: daysAgo(10),
      ozet: 'İki özel hastane ile pilot başladı; KVKK uyum denetimi için hukuk danışmanlığı alındı.' },
  ]);
  const reportCount = 8;

  // --- mentors, assignments, evaluations -----------------------------------------------------------
  // Four mentors with different loads against their caps (kapasite): mentor1 4 active of 6
  // (Yüksek), mentor2 3 of 3 (Orta, full: suggestions skip it), mentor3 none (Düşük; declared a
  // conflict with Demo Teknoloji), mentor4 passive. kullanici2 is NOT a mentor: the browser flow
  // makes it one. Left unassigned for the overview and that flow: the approved Bulut Tabanlı Ön
  // Muhasebe (its assignment completed) and the two sent applications (Pazar Açılımı, Filo Planlayıcı).
  const mentor = async (v: { user: string; unvan: string; uzmanlik: string; kapasite: number; aktif?: boolean; days: number }) =>
    one(
      await db
        .insert(mentors)
        .values({ user_id: U(v.user), unvan: v.unvan, uzmanlik: v.uzmanlik, kapasite: v.kapasite, aktif: v.aktif ?? true, olusturuldu: daysAgo(v.days) })
        .returning(),
    ).id;
  const m1 = await mentor({
    user: 'mentor1', unvan: 'Doç. Dr.', kapasite: 6, days: 180,
    uzmanlik: 'Yapay zekâ, nesnelerin interneti, sensör, ürün geliştirme, teknoloji transferi',
  });
  const m2 = await mentor({
    user: 'mentor2', unvan: 'Yatırım ve Finansman Danışmanı', kapasite: 3, days: 170,
    uzmanlik: 'Girişim sermayesi, iş modeli, finansal planlama, pazarlama stratejisi, ihracat',
  });
  const m3 = await mentor({
    user: 'mentor3', unvan: 'Dr.', kapasite: 5, days: 90,
    uzmanlik: 'Yenilenebilir enerji, enerji verimliliği, elektrikli araçlar, döngüsel ekonomi',
  });
  await mentor({
    user: 'mentor4', unvan: 'Prof. Dr.', kapasite: 2, aktif: false, days: 160,
    uzmanlik: 'Sağlık teknolojileri, biyomedikal cihazlar, klinik araştırmalar',
  });
  // mentor3 consulted Demo Teknoloji before: never suggested for, nor assigned to, its projects.
  await db.insert(mentorConflicts).values({ mentor_id: m3, sirket_id: demoTek, olusturuldu: daysAgo(85) });
  const atama = async (mentor: number, basvuru: number, aktif: boolean, days: number) =>
    one(await db.insert(assignments).values({ mentor_id: mentor, basvuru_id: basvuru, aktif, tarih: daysAgo(days) }).returning()).id;
  const aTarim = await atama(m1, bTarim, true, 27);
  const aAsistan = await atama(m1, bAsistan, true, 24);
  const aMuhasebe = await atama(m1, bMuhasebe, false, 140); // completed
  const aSaglik1 = await atama(m1, bSaglik, true, 20);
  await atama(m1, bEnerji, true, 6);
  const aTarim2 = await atama(m2, bTarim, true, 22);
  const aSaglik = await atama(m2, bSaglik, true, 24);
  const aEgitim = await atama(m2, bEgitim, true, 10);
  const evaluationRows = [
    { atama_id: aMuhasebe, puan: 95, onerilen_durum: 'ONAY' as const, olusturuldu: daysAgo(95),
      yorum: 'Ekip hedeflerinin tamamına ulaştı, gelir modeli kanıtlandı. Programı başarıyla tamamladı.' },
    // Two mentors who agree (82 and 86, both ONAY).
    { atama_id: aTarim, puan: 82, onerilen_durum: 'ONAY' as const, olusturuldu: daysAgo(15),
      yorum: 'Saha testleri güçlü; satış kanalı planı netleştirilmeli.' },
    { atama_id: aTarim2, puan: 86, onerilen_durum: 'ONAY' as const, olusturuldu: daysAgo(13),
      yorum: 'Pazar büyüklüğü iyi hesaplanmış; ihracat planı için hazır.' },
    { atama_id: aAsistan, puan: 74, onerilen_durum: 'INCELEME' as const, olusturuldu: daysAgo(11),
      yorum: 'Teknik ilerleme iyi, ancak veri güvenliği belgeleri eksik.' },
    // Two mentors who disagree (61 INCELEME and 92 ONAY): flagged on the admin overview.
    { atama_id: aSaglik, puan: 61, onerilen_durum: 'INCELEME' as const, olusturuldu: daysAgo(9),
      yorum: 'Pilot görüşmeleri olumlu; regülasyon riskleri için plan bekleniyor.' },
    { atama_id: aSaglik1, puan: 92, onerilen_durum: 'ONAY' as const, olusturuldu: daysAgo(8),
      yorum: 'Ürün olgun, hastane pilotları güçlü bir kanıt; programa devam etmeli.' },
    { atama_id: aEgitim, puan: 45, onerilen_durum: 'RED' as const, olusturuldu: daysAgo(4),
      yorum: 'Hedef kitle ve gelir modeli belirsiz; başvurunun yeniden yapılandırılması önerilir.' },
  ];
  await db.insert(evaluations).values(evaluationRows);

  // --- resources and reservations ------------------------------------------------------------------
  const resourceRows = await db
    .insert(resources)
    .values([
      { ad: 'Toplantı Odası A', kapasite: 8, olusturuldu: daysAgo(200) },
      { ad: 'Eğitim Salonu', kapasite: 30, olusturuldu: daysAgo(200) },
      { ad: '3D Yazıcı', kapasite: 1, olusturuldu: daysAgo(190) },
      { ad: 'Toplantı Odası B (bakımda)', kapasite: 6, aktif: false, olusturuldu: daysAgo(200) },
    ])
    .returning({ id: resources.id });
  const [rOdaA, rSalon, rYazici] = resourceRows.map((r) => r.id) as [number, number, number];

  // The next three weekdays after today (Istanbul), so the demo calendar always has bookings ahead.
  const weekdays: DateTime[] = [];
  for (let d = now.startOf('day').plus({ days: 1 }); weekdays.length < 3; d = d.plus({ days: 1 })) {
    if (d.weekday <= 5) weekdays.push(d);
  }
  const slot = (day: number, hhmm: string, minutes: number) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    const start = weekdays[day]!.set({ hour: h, minute: m });
    return { baslangic: start.toJSDate(), bitis: start.plus({ minutes }).toJSDate() };
  };
  const rez = (kaynak: number, basvuru: number, user: string, when: { baslangic: Date; bitis: Date }, durum: RezervasyonDurum, aciklama: string, days = 2) => ({
    kaynak_id: kaynak, basvuru_id: basvuru, olusturan_id: U(user), ...when, durum, aciklama, olusturuldu: daysAgo(days),
  });
  await db.insert(reservations).values([
    // ONAY: never overlapping on one resource (the exclusion constraint checks it).
    rez(rOdaA, bTarim, 'kullanici1', slot(0, '10:00', 60), 'ONAY', 'Yatırımcı ön görüşmesi'),
    rez(rOdaA, bAsistan, 'calisan1', slot(0, '11:00', 90), 'ONAY', 'Pilot müşteri ile demo toplantısı'),
    rez(rYazici, bAsistan, 'calisan1', slot(1, '09:00', 180), 'ONAY', 'Cihaz kasası prototip baskısı'),
    rez(rSalon, bSaglik, 'sirket2', slot(2, '09:30', 120), 'ONAY', 'Ekip içi eğitim'),
    // BEKLEME: waiting bookings may overlap anything; they show as "pending" on the calendar.
    rez(rOdaA, bTarim, 'kullanici1', slot(1, '14:00', 60), 'BEKLEME', 'Mentor görüşmesi', 1),
    rez(rSalon, bAsistan, 'calisan1', slot(2, '14:00', 180), 'BEKLEME', 'Müşteri eğitimi atölyesi', 1),
    rez(rOdaA, bSaglik, 'sirket2', slot(0, '10:30', 60), 'BEKLEME', 'Hastane ekibiyle toplantı', 1),
    // RED and IPTAL.
    rez(rYazici, bTarim, 'kullanici1', slot(1, '10:00', 120), 'RED', 'Sensör kutusu baskısı (yazıcı dolu)', 3),
    rez(rSalon, bAsistan, 'calisan1', slot(1, '13:00', 60), 'IPTAL', 'Lansman provası (ertelendi)', 4),
    rez(rOdaA, bMuhasebe, 'sirket1', slot(2, '16:00', 90), 'BEKLEME', 'Yönetim kurulu toplantısı', 1),
  ]);
  const reservationCount = 10;

  // --- receipts (dekontlar) of the companies -------------------------------------------------------
  // Each receipt is a different document (the same one twice in a company would be refused), and
  // carries its content hash like an upload does.
  const receiptFile = async (name: string, owner: string, kind: 'pdf' | 'png', title: string) => {
    const bytes = kind === 'pdf' ? demoPdf(title) : DEMO_PNG;
    const id = await storeFile(db, ctx, { name, uploadedBy: U(owner), ext: kind, mime: kind === 'pdf' ? 'application/pdf' : 'image/png', bytes });
    return { id, sha256: createHash('sha256').update(bytes).digest('hex') };
  };
  const month = (back: number) => monthStart.minus({ months: back });
  const monthName = (dt: DateTime) => dt.setLocale('tr').toFormat('LLLL yyyy');
  const receiptValues: { back: number; sirket: number; owner: string; durum: DekontDurum; kind: 'pdf' | 'png' }[] = [
    { back: 0, sirket: demoTek, owner: 'sirket1', durum: 'YUKLENDI', kind: 'pdf' as const },
    { back: 1, sirket: demoTek, owner: 'sirket1', durum: 'ONAYLANDI', kind: 'png' as const },
    { back: 2, sirket: demoTek, owner: 'sirket1', durum: 'ONAYLANDI', kind: 'pdf' as const },
    { back: 3, sirket: demoTek, owner: 'sirket1', durum: 'REDDEDILDI', kind: 'pdf' as const },
    // Anadolu paid two months ago but not last month: the coverage grid and the dashboard show it missing.
    { back: 2, sirket: anadolu, owner: 'sirket2', durum: 'YUKLENDI', kind: 'pdf' as const },
    { back: 0, sirket: anadolu, owner: 'sirket2', durum: 'REDDEDILDI', kind: 'png' as const },
  ];
  for (const r of receiptValues) {
    const due = month(r.back).plus({ days: 4 });
    const paid = due > now ? now.startOf('day') : due;
    const uploaded = DateTime.min(paid.plus({ days: 1 }).set({ hour: 14 }), now);
    const file = await receiptFile(`dekont-${isoDate(paid)}.${r.kind}`, r.owner, r.kind, `Kira dekontu ${r.sirket} ${isoDate(paid)}`);
    await db.insert(receipts).values({
      sirket_id: r.sirket,
      olusturan_id: U(r.owner),
      aciklama:
        r.durum === 'REDDEDILDI'
          ? `${monthName(paid)} ofis kirası (tutar eksik, yeniden yüklenmeli)`
          : `${monthName(paid)} ofis kirası`,
      odeme_tarihi: isoDate(paid),
      yukleme_tarihi: uploaded.toJSDate(),
      durum: r.durum,
      dosya_id: file.id,
      dosya_sha256: file.sha256,
    });
  }

  return {
    users: userRows.length,
    companies: 3,
    calls: callRows.length,
    applications: applicationCount,
    reports: reportCount,
    mentors: 4,
    assignments: 8,
    evaluations: evaluationRows.length,
    resources: resourceRows.length,
    reservations: reservationCount,
    receipts: receiptValues.length,
    files: ctx.written.length,
  };
}

// ---------------------------------------------------------------------------------------------
// `npm run seed` / `tsx src/cli/seed.ts`: seeds the configured database when it is empty.

async function main() {
  const { loadConfig } = await import('../env');
  const config = loadConfig();
  if (process.argv.slice(2).some((a) => a === '--force' || a === '--reset')) {
    console.error('Demo verisi mevcut veriyi asla silmez. / The seed never wipes data: there is no --force.');
    process.exit(64);
  }
  const database = await openConfiguredDatabase(
    config,
    'Sunucu çalışırken demo verisi yüklenemez. / Stop the running server (it seeds an empty database itself) and try again.',
  );
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
  try {
    const started = Date.now();
    // FILE_STORAGE=s3: the demo's files go to the bucket the API processes read.
    const storage = config.fileStorage === 's3' ? storageFor(config) : undefined;
    if (storage instanceof S3Storage) await storage.ensureBucket();
    const summary = await seedDemoIfEmptyWithSummary(database.db, { dataDir: config.dataDir, storage });
    if (!summary) {
      console.log(`Veritabanı boş değil, demo verisi yüklenmedi. / ${where} already has users: nothing seeded.`);
    } else {
      console.log(`Demo verisi yüklendi / Demo data seeded into ${where} in ${Date.now() - started} ms:`);
      console.log(`  ${Object.entries(summary).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
      console.log(`  Hesaplar / accounts (şifre / password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}, mentor2, mentor3, mentor4, sirket2, calisan2, kullanici2`);
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
