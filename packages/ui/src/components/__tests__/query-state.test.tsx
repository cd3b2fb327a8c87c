import { describe, expect, test, jest } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { QueryState } from '../query-state';

const q = (over: Partial<{ isPending: boolean; isError: boolean; error: unknown }>, refetch = jest.fn()) => ({ isPending: false, isError: false, refetch, ...over });

describe('QueryState', () => {
  test('a spinner while loading, named for screen readers', () => {
    renderWithProviders(<QueryState query={q({ isPending: true })} loadingLabel="Yükleniyor..." errorTitle="Hata">içerik</QueryState>);
    expect(screen.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    expect(screen.queryByText('içerik')).not.toBeInTheDocument();
  });

  test('the error panel with a working retry', async () => {
    const refetch = jest.fn();
    const { user } = renderWithProviders(
      <QueryState query={q({ isError: true }, refetch)} loadingLabel="Yükleniyor..." errorTitle="Çağrılar yüklenemedi">
        içerik
      </QueryState>,
    );
    expect(screen.getByText('Çağrılar yüklenemedi')).toBeInTheDocument();
    await user.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test("the failed request's id for support, when the error carries one", () => {
    renderWithProviders(
      <QueryState query={q({ isError: true, error: Object.assign(new Error('HTTP 500'), { requestId: '3f9a0c1b2d4e' }) })} loadingLabel="" errorTitle="Başvurular yüklenemedi">
        içerik
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Destek için hata kodu: 3f9a0c1b2d4e');
  });

  test('the empty state when loaded and empty, else the content', () => {
    const { rerender } = renderWithProviders(
      <QueryState query={q({})} loadingLabel="" errorTitle="" isEmpty empty="Henüz kayıt yok">
        içerik
      </QueryState>,
    );
    expect(screen.getByText('Henüz kayıt yok')).toBeInTheDocument();
    rerender(
      <QueryState query={q({})} loadingLabel="" errorTitle="" isEmpty={false} empty="Henüz kayıt yok">
        içerik
      </QueryState>,
    );
    expect(screen.getByText('içerik')).toBeInTheDocument();
  });
});
