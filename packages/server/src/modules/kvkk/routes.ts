// KVKK (Turkey's personal data law), the person's half (issue 15 item 6):
// - GET profile/export/ (authenticated): everything the portal holds about the caller as one ZIP,
//   streamed: a JSON file per kind, exactly as the person's own API answers it (profile,
//   applications, each application's reports and answers to its call's form, reservations, evaluations about their projects,
//   notifications and their e-mail choices, security events, messages of their threads, receipts of a company they own), and every file they
//   uploaded under dosyalar/. The JSON parts are read through the person's own routes (an injected
//   request with their token), so the export can never show more than the person may see, nor drift
//   from the API's shapes.
import archiver from 'archiver';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '@portal/domain';
import { contentDisposition } from '../../lib/content-disposition';
import { moduleRoutes } from '../../lib/routes';
import { filesUploadedBy } from './repository';

/** The person's own views: file name in the ZIP -> API path. */
const OWN_VIEWS: readonly (readonly [string, string])[] = [
  ['profil.json', '/api/profile/'],
  ['basvurular.json', '/api/basvurular/'],
  ['rezervasyonlar.json', '/api/rezervasyonlar/'],
  ['degerlendirmeler.json', '/api/degerlendirmeler/'],
  ['bildirimler.json', '/api/bildirimler/?page_size=100'],
  ['bildirim-tercihleri.json', '/api/bildirimler/tercihler/'],
  ['guvenlik-olaylari.json', '/api/guvenlik-olaylari/?page_size=100'],
  ['atamalar.json', '/api/atamalar/'],
  ['dekontlar.json', '/api/dekontlar/'],
  // Their messages and those of their threads (internal notes never).
  ['mesajlar.json', '/api/mesajlar/'],
];

const README = `Kuluçka Portalı: kişisel verileriniz (KVKK)

Bu arşivde portalın sizin hakkınızda tuttuğu veriler bulunur: her dosya bir veri türüdür (JSON),
dosyalar/ klasöründe yüklediğiniz dosyalar yer alır. Size açık olmayan bir tür (ör. şirket sahibi
değilseniz dekontlar) arşivde yer almaz.
`;

const kvkk: FastifyPluginAsyncZod = async (app) => {
  moduleRoutes(app, 'profile', 'authenticated').get(
    '/profile/export/',
    { summary: 'All of my data and my uploaded files as one ZIP (KVKK)', file: { description: 'A ZIP of JSON files and the uploaded files', types: ['application/zip'], download: true } },
    async (request, reply) => {
      const actor = request.user!;
      const get = async (url: string) => {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: request.headers.authorization ?? '' } });
        return res.statusCode === 200 ? (res.json() as unknown) : null;
      };
      /** A view as the person's API answers it; a paged one, every page's results. */
      const own = async (url: string) => {
        const first = await get(url);
        if (first === null || typeof first !== 'object' || !('results' in first)) return first;
        const page = first as { results: unknown[]; next: string | null };
        const results = [...page.results];
        for (let n = 2, next = page.next; next !== null; n++) {
          const more = (await get(`${url}${url.includes('?') ? '&' : '?'}page=${n}`)) as typeof page | null;
          if (more === null) break;
          results.push(...more.results);
          next = more.next;
        }
        return results;
      };
      const views: [string, unknown][] = [];
      for (const [name, url] of OWN_VIEWS) {
        const body = await own(url);
        if (body !== null) views.push([name, body]);
      }
      // Reports belong to an application: each of the person's applications' reports.
      const applications = (views.find(([name]) => name === 'basvurular.json')?.[1] ?? []) as { id: number }[];
      const reports: Record<string, unknown> = {};
      for (const a of applications) reports[String(a.id)] = await own(`/api/raporlar/?basvuru=${a.id}`);
      views.push(['raporlar.json', reports]);
      // The answers to calls' forms, each with the form version it answered (files under dosyalar/).
      const answers: Record<string, unknown> = {};
      for (const a of applications) {
        const detail = (await get(`/api/basvurular/${a.id}/`)) as { form?: unknown } | null;
        if (detail?.form) answers[String(a.id)] = detail.form;
      }
      if (Object.keys(answers).length > 0) views.push(['basvuru-cevaplari.json', answers]);
      const files = await filesUploadedBy(app.db, actor.id);

      const zip = archiver('zip', { zlib: { level: 6 } });
      zip.on('warning', (err) => request.log.warn({ err }, 'data export: warning'));
      zip.on('error', (err) => request.log.error({ err }, 'data export failed'));
      zip.append(README, { name: 'BENIOKU.txt' });
      for (const [name, body] of views) zip.append(JSON.stringify(body, null, 2), { name });
      for (const file of files) {
        try {
          zip.append(await app.files.storage.get(file.storage_key), { name: `dosyalar/${file.id}-${file.original_name.replace(/[/\\]/g, '_')}` });
        } catch (err) {
          // A file whose bytes are gone is left out, not the whole export.
          request.log.error({ err, fileId: file.id }, 'data export: file bytes missing');
        }
      }
      void zip.finalize();
      const day = DateTime.now().setZone(TIME_ZONE).toISODate();
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(`verilerim-${actor.username}-${day}.zip`))
        .header('Cache-Control', 'private, no-store')
        .send(zip);
    },
  );
};

export default kvkk;
