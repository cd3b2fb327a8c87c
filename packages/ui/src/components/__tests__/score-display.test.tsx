import { describe, expect, test } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { ScoreDisplay } from '../score-display';

describe('ScoreDisplay: one scale for every score', () => {
  test('out of 100, an average rounded, with stars filled to score / 20 and no second number', () => {
    renderWithProviders(<ScoreDisplay puan={84.6} withBand />);
    expect(screen.getByTestId('score')).toHaveTextContent('85/100');
    expect(screen.getByTestId('star-fill')).toHaveStyle({ width: '85%' });
    expect(screen.getByTestId('score-label')).toBeInTheDocument();
    expect(screen.queryByText(/4[.,]2/)).toBeNull();
  });

  test('no score: says so', () => {
    renderWithProviders(<ScoreDisplay puan={null} />);
    expect(screen.getByTestId('score')).toHaveTextContent('Puan yok');
  });
});
