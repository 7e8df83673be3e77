import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { FlashcardTrackSheet } from './flashcard-track-sheet.tsx';

describe('FlashcardTrackSheet', () => {
  afterAll(() => useTestLocale('pt-BR'));

  it('says so, inside the sheet, when the lesson has no such track; closing calls back', async () => {
    await useTestLocale('pt-BR');
    const onClose = vi.fn();
    render(<FlashcardTrackSheet track={undefined} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Trilha não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Esta trilha não faz parte desta aula.');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state while the module loads', async () => {
    await useTestLocale('en');
    render(<FlashcardTrackSheet track={undefined} loading onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Loading the track…' })).toBeInTheDocument();
  });
});
