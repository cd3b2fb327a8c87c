// Exports of every admin list (staff; the users area superusers): GET admin/<noun>/export/
// ?format=csv|xlsx&<the list's own search, filters and ordering> -> a CSV (UTF-8 with BOM) or XLSX
// download of every matching row, streamed from a database cursor (lib/admin-export.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAtamaAdminListQuery,
  ZBasvuruAdminListQuery,
  ZCagriAdminListQuery,
  ZDegerlendirmeAdminListQuery,
  ZDekontAdminListQuery,
  ZKaynakAdminListQuery,
  ZMentorAdminListQuery,
  ZRaporAdminListQuery,
  ZRezervasyonAdminListQuery,
  ZSirketAdminListQuery,
  ZUserAdminListQuery,
} from '@portal/domain';
import { adminExportRoute } from '../../lib/admin-export';
import { basvuruAdminList } from '../basvurular/repository';
import { cagriAdminList } from '../cagrilar/repository';
import { dekontAdminList } from '../dekontlar/repository';
import { kaynakAdminList } from '../kaynaklar/repository';
import { userAdminList } from '../kullanicilar/repository';
import { mentorAdminList } from '../mentorler/repository';
import { raporAdminList } from '../raporlar/repository';
import { rezervasyonAdminList } from '../rezervasyonlar/repository';
import { sirketAdminList } from '../sirketler/repository';
import {
  answerColumns,
  atamaColumns,
  basvuruColumns,
  cagriColumns,
  degerlendirmeColumnsWith,
  dekontColumns,
  kaynakColumns,
  kullaniciColumns,
  mentorColumns,
  raporColumns,
  rezervasyonColumns,
  sirketColumns,
} from './columns';
import { atamaAdminList, degerlendirmeAdminList, exportCriteria } from './repository';
import { formRowsOfCall } from '../cagri-formlari/repository';

const exportsPlugin: FastifyPluginAsyncZod = async (app) => {
  const summary = (what: string) => `Export ${what} as CSV or XLSX (format=csv|xlsx; the list's search, filters and ordering)`;

  adminExportRoute(app, {
    url: '/admin/basvurular/',
    summary: summary('applications'),
    querystring: ZBasvuruAdminListQuery,
    definition: basvuruAdminList,
    // Filtered by a call: its form's questions as columns after the fixed ones, file answers as links an hour long.
    columns: async (db, query) =>
      query.cagri === undefined
        ? basvuruColumns
        : [
            ...basvuruColumns,
            ...answerColumns(
              (await formRowsOfCall(db, query.cagri)).map((f) => f.tanim),
              (fileId) => `${app.config.mail.portalUrl}${app.files.signedUrl(fileId, { ttlSeconds: 3600 })}`,
            ),
          ],
    fileName: 'basvurular',
    sheetName: 'Başvurular',
  });
  adminExportRoute(app, {
    url: '/admin/cagrilar/',
    summary: summary('calls'),
    querystring: ZCagriAdminListQuery,
    definition: cagriAdminList,
    columns: cagriColumns,
    fileName: 'cagrilar',
    sheetName: 'Çağrılar',
  });
  adminExportRoute(app, {
    url: '/admin/raporlar/',
    summary: summary('reports'),
    querystring: ZRaporAdminListQuery,
    definition: raporAdminList,
    columns: raporColumns,
    fileName: 'raporlar',
    sheetName: 'Raporlar',
  });
  adminExportRoute(app, {
    url: '/admin/kaynaklar/',
    summary: summary('resources'),
    querystring: ZKaynakAdminListQuery,
    definition: kaynakAdminList,
    columns: kaynakColumns,
    fileName: 'kaynaklar',
    sheetName: 'Kaynaklar',
  });
  adminExportRoute(app, {
    url: '/admin/rezervasyonlar/',
    summary: summary('reservations'),
    querystring: ZRezervasyonAdminListQuery,
    definition: rezervasyonAdminList,
    columns: rezervasyonColumns,
    fileName: 'rezervasyonlar',
    sheetName: 'Rezervasyonlar',
  });
  adminExportRoute(app, {
    url: '/admin/users/',
    summary: summary('users (superusers only)'),
    querystring: ZUserAdminListQuery,
    definition: userAdminList,
    columns: kullaniciColumns,
    fileName: 'kullanicilar',
    sheetName: 'Kullanıcılar',
    policy: 'superuser',
  });
  adminExportRoute(app, {
    url: '/admin/sirketler/',
    summary: summary('companies'),
    querystring: ZSirketAdminListQuery,
    definition: sirketAdminList,
    columns: sirketColumns,
    fileName: 'sirketler',
    sheetName: 'Şirketler',
  });
  adminExportRoute(app, {
    url: '/admin/mentorler/',
    summary: summary('mentors'),
    querystring: ZMentorAdminListQuery,
    definition: mentorAdminList,
    columns: mentorColumns,
    fileName: 'mentorler',
    sheetName: 'Mentorler',
  });
  adminExportRoute(app, {
    url: '/admin/mentor-atamalari/',
    summary: summary('mentor assignments (aktif, mentor, basvuru)'),
    querystring: ZAtamaAdminListQuery,
    definition: atamaAdminList,
    columns: atamaColumns,
    fileName: 'mentor-atamalari',
    sheetName: 'Mentor Atamaları',
  });
  adminExportRoute(app, {
    url: '/admin/dekontlar/',
    summary: summary('receipts'),
    querystring: ZDekontAdminListQuery,
    definition: dekontAdminList,
    columns: dekontColumns,
    fileName: 'dekontlar',
    sheetName: 'Dekontlar',
  });
  adminExportRoute(app, {
    url: '/admin/degerlendirmeler/',
    summary: summary('evaluations, one row per mentor score with the project average and one column per criterion of a rubric (mentor, basvuru, cagri, onerilen_durum)'),
    querystring: ZDegerlendirmeAdminListQuery,
    definition: degerlendirmeAdminList,
    columns: async (db, query) => degerlendirmeColumnsWith(await exportCriteria(db, query.cagri)),
    fileName: 'degerlendirmeler',
    sheetName: 'Değerlendirmeler',
  });
};

export default exportsPlugin;
