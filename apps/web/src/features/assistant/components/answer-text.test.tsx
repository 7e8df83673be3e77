import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { courseId, makeCitation, renderWithRouter } from '../test/assistant-test-render.tsx';
import { AnswerText } from './answer-text.tsx';

describe('AnswerText', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('renders each citation mark as a small numbered link named by its source', async () => {
    const lesson = makeCitation({ n: 1, seconds: 95 });
    const handout = makeCitation({ n: 2, kind: 'handout', title: 'Apostila de glaucoma', apostila_id: 9, page: 3 });
    renderWithRouter(<AnswerText text="A pressão sobe [1] e a dor é intensa [2]." citations={[lesson, handout]} />);
    const first = await screen.findByRole('link', { name: 'Fonte 1: Glaucoma agudo' });
    expect(first).toHaveTextContent('1');
    expect(first).toHaveAttribute('href', `/courses/${courseId}/module/4?aula=31&t=95`);
    const second = screen.getByRole('link', { name: 'Fonte 2: Apostila de glaucoma (abre em nova aba)' });
    expect(second).toHaveAttribute('href', '/api/apostilas/9/download?inline=1#page=3');
    expect(second).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('assistant-answer-text')).toHaveTextContent('A pressão sobe 1 e a dor é intensa 2.');
  });

  it('keeps marks as text while their sources are not known', async () => {
    renderWithRouter(<AnswerText text="A pressão sobe [1]." citations={[]} />);
    expect(await screen.findByTestId('assistant-answer-text')).toHaveTextContent('A pressão sobe [1].');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the cited lesson in the app and closes the panel', async () => {
    act(() => useAssistantPanel.getState().openPanel(null));
    const { router } = renderWithRouter(<AnswerText text="Veja [1]." citations={[makeCitation()]} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Fonte 1: Glaucoma agudo' }));
    expect(router.state.location.href).toBe(`/courses/${courseId}/module/4?aula=31`);
    expect(useAssistantPanel.getState().open).toBe(false);
  });
});
