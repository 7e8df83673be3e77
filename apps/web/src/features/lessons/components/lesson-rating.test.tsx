import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { LessonRating } from './lesson-rating.tsx';

describe('LessonRating', () => {
  afterAll(() => useTestLocale('pt-BR'));

  it('is a radio group of five named stars, with the average and count in pt-BR', async () => {
    await useTestLocale('pt-BR');
    render(<LessonRating rating={4.25} myRating={null} totalRatings={12} onRate={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Avalie esta aula' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 estrela',
      '2 estrelas',
      '3 estrelas',
      '4 estrelas',
      '5 estrelas',
    ]);
    expect(screen.getByText('4,3 · 12 avaliações')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it("checks and announces the learner's own rating", async () => {
    await useTestLocale('pt-BR');
    render(<LessonRating rating={5} myRating={4} totalRatings={1} onRate={() => undefined} />);
    expect(screen.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    expect(screen.getByText('5,0 · 1 avaliação')).toBeInTheDocument();
    expect(screen.getByText('Sua nota: 4')).toBeInTheDocument();
  });

  it('rates by click and by keyboard (arrow keys move within the group)', async () => {
    await useTestLocale('pt-BR');
    const onRate = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<LessonRating rating={0} myRating={null} totalRatings={0} onRate={onRate} />);
    expect(screen.getByText(/Ainda sem avaliações/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 estrelas' }));
    expect(onRate).toHaveBeenLastCalledWith(3);
    rerender(<LessonRating rating={3} myRating={3} totalRatings={1} onRate={onRate} />);
    await user.keyboard('{ArrowRight}');
    expect(onRate).toHaveBeenLastCalledWith(4);
  });

  it('cannot be used on a locked lesson', async () => {
    await useTestLocale('pt-BR');
    render(<LessonRating rating={4} myRating={null} totalRatings={3} onRate={() => undefined} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('speaks English too', async () => {
    await useTestLocale('en');
    render(<LessonRating rating={4.25} myRating={1} totalRatings={12} onRate={() => undefined} />);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    expect(screen.getByText('4.3 · 12 ratings')).toBeInTheDocument();
  });
});
