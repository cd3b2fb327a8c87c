// The API's request and response shapes, one zod schema each; the TypeScript types are inferred.
// The server's route schemas, the api-client resources and the forms all import these.
export * from './page';
export * from './auth';
export * from './profile';
export * from './cagri';
export * from './basvuru';
export * from './rapor';
export * from './kaynak';
export * from './rezervasyon';
export * from './sirket';
export * from './mentor';
export * from './atama';
export * from './degerlendirme';
export * from './dekont';
export * from './kullanici';
export * from './dashboard';
export * from './bildirim';
export * from './export';
export * from './takvim';
export * from './gecmis';
export * from './mentor-queue';
export * from './sifre-sifirlama';
export * from './errors';
export * from './davet';
export * from './guvenlik';
export * from './iki-adim';
export * from './cagri-formu';
