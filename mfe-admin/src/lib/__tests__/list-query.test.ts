import { describe, expect, it } from '@jest/globals';
import { ZBasvuruAdminListQuery, ZCagriAdminListQuery, ZRezervasyonAdminListQuery } from '@portal/domain';
import type { AdminListQuery } from '../admin-list';
import { cleanListQuery } from '../list-query';

const paging = { page: 2, page_size: 20, search: 'tarım', ordering: '-bitis' };

/** A screen's query: page 2, a search and an order, and these filters from the URL. */
const query = <F extends string>(filters: Record<F, string>): AdminListQuery<F> => ({ ...paging, ...filters });

describe('cleanListQuery', () => {
  it('keeps paging, search and order as given', () => {
    expect(cleanListQuery(ZCagriAdminListQuery, query({ aktif: '' }))).toEqual({ ...paging, aktif: undefined });
  });

  it('sends a filter the contract takes in the spelling its select writes', () => {
    expect(cleanListQuery(ZCagriAdminListQuery, query({ aktif: 'true' })).aktif).toBe('true');
    expect(cleanListQuery(ZCagriAdminListQuery, query({ aktif: 'false' })).aktif).toBe('false');
    expect(cleanListQuery(ZBasvuruAdminListQuery, query({ durum: 'ONAY', cagri: '7' }))).toMatchObject({ durum: 'ONAY', cagri: '7' });
    expect(cleanListQuery(ZRezervasyonAdminListQuery, query({ baslangic_gte: '2026-11-02' })).baslangic_gte).toBe('2026-11-02');
  });

  it('leaves out what the server would refuse and what the select could not show', () => {
    // Refused by the contract: the list is shown unfiltered instead of a 400.
    expect(cleanListQuery(ZBasvuruAdminListQuery, query({ durum: 'XYZ', cagri: 'abc' }))).toMatchObject({ durum: undefined, cagri: undefined });
    expect(cleanListQuery(ZBasvuruAdminListQuery, query({ cagri: '0' })).cagri).toBeUndefined();
    expect(cleanListQuery(ZRezervasyonAdminListQuery, query({ baslangic_gte: '2026-13-40' })).baslangic_gte).toBeUndefined();
    // Taken by the server but not the select's spelling: the select would show 'Tümü'.
    expect(cleanListQuery(ZCagriAdminListQuery, query({ aktif: '1' })).aktif).toBeUndefined();
    expect(cleanListQuery(ZCagriAdminListQuery, query({ aktif: 'TRUE' })).aktif).toBeUndefined();
    expect(cleanListQuery(ZBasvuruAdminListQuery, query({ cagri: '07' })).cagri).toBeUndefined();
  });
});
