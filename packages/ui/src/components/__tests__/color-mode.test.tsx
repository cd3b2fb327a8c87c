import { describe, expect, test } from '@jest/globals';
import { renderWithProviders, screen, waitFor } from '../../testing';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY, ColorModeButton, useColorMode } from '../../provider/color-mode';

function ModeProbe() {
  const { colorMode, preference } = useColorMode();
  return (
    <span data-testid="mode">
      {colorMode}/{preference}
    </span>
  );
}

describe('colour mode', () => {
  test('follows the system by default and mirrors the resolved scheme', async () => {
    renderWithProviders(<ModeProbe />);
    expect(screen.getByTestId('mode')).toHaveTextContent('light/system');
    await waitFor(() => expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light'));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  test('the toggle writes both storage keys and the class on <html>', async () => {
    const { user } = renderWithProviders(
      <>
        <ColorModeButton />
        <ModeProbe />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Renk modunu değiştir' });

    await user.click(button);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark/dark');
    expect(localStorage.getItem('portal-color-mode')).toBe('dark');
    await waitFor(() => expect(localStorage.getItem('portal-color-scheme')).toBe('dark'));
    expect(document.documentElement).toHaveClass('dark');

    await user.click(button);
    expect(localStorage.getItem('portal-color-mode')).toBe('light');
    await waitFor(() => expect(localStorage.getItem('portal-color-scheme')).toBe('light'));
    expect(document.documentElement).toHaveClass('light');
  });

  test('a stored choice wins over the system', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    renderWithProviders(<ModeProbe />);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark/dark');
  });
});
