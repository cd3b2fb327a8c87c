// The admin family's exports: every admin list definition gets GET {url}export/?format=csv|xlsx
// with the list's own search, filters and ordering (the same WHERE and ORDER BY as its pages, no
// paging), streamed from a database cursor in batches into a CSV or XLSX download. Staff only,
// like the list (the users area: superusers).
import { PassThrough } from 'node:stream';
import { DateTime } from 'luxon';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TIME_ZONE, ZExportFormat, type AdminListQuery } from '@portal/domain';
import { adminListOrder, adminListWhere, adminRoutes, type AdminListDefinition, type AdminPolicy, type ListRow } from './admin-list';
import { forEachBatch } from './cursor';
import { TABLE_MIME, tableWriter, type TableColumn, type TableFormat } from './tabular';
import { contentDisposition } from './content-disposition';
import type { Tx } from './transaction';

export interface AdminExportOptions<Query extends AdminListQuery, Q extends PgSelect> {
  /** The list's URL ('/admin/basvurular/'); the export answers at `{url}export/`. */
  url: string;
  summary: string;
  /** The list's query schema; `format` is added, page and page_size are ignored. */
  querystring: z.ZodObject<z.ZodRawShape>;
  definition: AdminListDefinition<Query, Q>;
  /** The columns, or a function of the request's query giving them (columns that depend on data: a call's criteria). */
  columns: readonly TableColumn<ListRow<Q>>[] | ((db: Tx, query: Query) => Promise<readonly TableColumn<ListRow<Q>>[]>);
  /** File name without date and extension ('basvurular'); also the sheet's name. */
  fileName: string;
  sheetName: string;
  policy?: AdminPolicy;
}

/** 'basvurular-2025-01-31.csv' (the Istanbul date of the download). */
export function exportFileName(base: string, format: TableFormat, now = new Date()): string {
  return `${base}-${DateTime.fromJSDate(now).setZone(TIME_ZONE).toISODate()}.${format}`;
}

export function adminExportRoute<Query extends AdminListQuery, Q extends PgSelect>(app: FastifyInstance, options: AdminExportOptions<Query, Q>) {
  const querystring = options.querystring.extend({ format: ZExportFormat });
  adminRoutes(app, options.policy).get(
    `${options.url}export/`,
    { summary: options.summary, querystring, file: { description: 'The list as a CSV or XLSX file', types: Object.values(TABLE_MIME), download: true } },
    async (request, reply) => {
      const query = request.query as unknown as Query & { format: TableFormat };
      const { definition } = options;
      // Built before the first byte: a bad ordering is still a 400 in the DRF shape.
      const selected = definition
        .select(app.db)
        .where(await adminListWhere(app.db, definition, query))
        .orderBy(...adminListOrder(definition, query));

      const columns = typeof options.columns === 'function' ? await options.columns(app.db, query) : options.columns;
      const out = new PassThrough();
      const writer = tableWriter(query.format, columns, out, options.sheetName);
      const pump = async () => {
        await forEachBatch(app.db, selected, (rows) => {
          if (out.destroyed) throw new Error('export download aborted');
          return writer.writeRows(rows);
        });
        await writer.end();
      };
      pump().catch((err: unknown) => {
        if (!out.destroyed) request.log.error({ err }, 'export failed');
        // A broken file must not look complete: the download fails instead.
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('Content-Type', TABLE_MIME[query.format])
        .header('Content-Disposition', contentDisposition(exportFileName(options.fileName, query.format)))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(out);
    },
  );
}
