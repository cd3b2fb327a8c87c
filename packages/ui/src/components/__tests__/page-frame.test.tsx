import { describe, expect, test } from '@jest/globals';
import { useState } from 'react';
import { renderWithProviders, screen } from '../../testing';
import { requestHeadingFocus } from '../heading-focus';
import { PageFrame } from '../page-frame';
import { PageHeader } from '../page-header';

describe('PageFrame and PageHeader', () => {
  test('the title is the h1; subtitle, actions and the back link (with its own text) are drawn', () => {
    renderWithProviders(
      <PageFrame title="Yeni Rezervasyon" subtitle="Toplantı Odası" actions={<button type="button">Kaydet</button>} back={<a href="/kaynaklar">Kaynaklara Dön</a>}>
        <p>içerik</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Yeni Rezervasyon' })).toHaveAttribute('id', 'page-heading');
    expect(screen.getByText('Toplantı Odası')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kaynaklara Dön' })).toHaveAttribute('href', '/kaynaklar');
    expect(screen.getByText('içerik')).toBeInTheDocument();
  });

  test('without a title the frame only holds its content (the screen draws its header)', () => {
    renderWithProviders(
      <PageFrame>
        <p>içerik</p>
      </PageFrame>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-frame')).toContainElement(screen.getByText('içerik'));
  });

  test('after a navigation the next page heading takes the focus, once', () => {
    requestHeadingFocus();
    const { rerender } = renderWithProviders(<PageHeader title="Kaynaklar" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Kaynaklar' }));
    (document.activeElement as HTMLElement).blur();
    rerender(<PageHeader title="Kaynaklar" subtitle="aynı sayfa" />);
    expect(document.activeElement).toBe(document.body);
  });

  test('a heading that changes its title (the admin frame) takes the focus when asked', () => {
    function Switcher() {
      const [title, setTitle] = useState('Çağrı Yönetimi');
      return (
        <>
          <PageHeader title={title} />
          <button
            type="button"
            onClick={() => {
              requestHeadingFocus();
              setTitle('Başvuru Yönetimi');
            }}
          >
            git
          </button>
        </>
      );
    }
    renderWithProviders(<Switcher />);
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: 'git' }).click();
    return screen.findByRole('heading', { level: 1, name: 'Başvuru Yönetimi' }).then((h) => expect(document.activeElement).toBe(h));
  });

  test('a level-2 header is not the page heading and never takes the focus', () => {
    requestHeadingFocus();
    renderWithProviders(<PageHeader title="Bölüm" level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Bölüm' })).not.toHaveAttribute('id');
    expect(document.activeElement).toBe(document.body);
  });
});
