import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { screen } from '@portal/ui/testing';
import { BasvuruSuccessPage } from '../basvuru-success-page';

describe('/basvuru-basarili', () => {
  test('the success message with links to /my-applications and /cagrilar (no session needed)', () => {
    renderScreen(<BasvuruSuccessPage />, { path: '/basvuru-basarili' });
    expect(screen.getByRole('heading', { name: 'Başvurunuz başarıyla alındı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Başvurularıma Git' })).toHaveAttribute('href', '/my-applications');
    expect(screen.getByRole('link', { name: 'Açık Çağrılara Dön' })).toHaveAttribute('href', '/cagrilar');
  });
});
