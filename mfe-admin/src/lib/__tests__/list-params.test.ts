import { describe, expect, it } from '@jest/globals';
import { toSearchParams } from '@portal/api-client';
import { orderingToSort, sortToOrdering } from '../list-params';

describe('admin list parameters', () => {
  it('maps DRF ordering to the table sort and back', () => {
    expect(orderingToSort('')).toBeNull();
    expect(orderingToSort('baslik')).toEqual({ key: 'baslik', direction: 'asc' });
    expect(orderingToSort('-bitis')).toEqual({ key: 'bitis', direction: 'desc' });
    expect(sortToOrdering({ key: 'baslik', direction: 'asc' })).toBe('baslik');
    expect(sortToOrdering({ key: 'olusturuldu', direction: 'desc' })).toBe('-olusturuldu');
  });

  it('leaves empty values out of the API query string', () => {
    expect(toSearchParams({ page: 1, page_size: 20, search: '', aktif: undefined, ordering: null, durum: 'ONAY' })).toEqual({
      page: 1,
      page_size: 20,
      durum: 'ONAY',
    });
  });
});
