import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../session/session-store.ts';
import { testProducer } from '../../test/login-response.ts';
import { AskAssistantButton } from './ask-assistant-button.tsx';
import { useAssistantPanel } from './assistant-store.ts';

function signInWith(app_ianame: string | null, app_iaimage: string | null = null) {
  useSessionStore.setState({ token: 't', produtor: { ...testProducer, app_ianame, app_iaimage } });
}

describe('AskAssistantButton', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => {
    useSessionStore.setState(initialSessionState);
    useAssistantPanel.setState({ open: false, request: null, opener: null });
  });

  it("is named after the producer's assistant and opens the panel with the question, its context and label", async () => {
    signInWith('Íris', 'https://cdn.test/iris.png');
    render(
      <AskAssistantButton
        question="Por que a alternativa B está errada?"
        context={{ kind: 'question', id: 103, letter: 'B' }}
        contextLabel="Questão 103 · alternativa B"
      />,
    );
    const button = screen.getByRole('button', { name: 'Pergunte à Íris' });
    // The image is decorative: the words name the button, the image adds nothing to it.
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/iris.png');

    await userEvent.click(button);
    const state = useAssistantPanel.getState();
    expect(state.open).toBe(true);
    expect(state.opener).toBe(button);
    expect(state.takeRequest()).toEqual({
      question: 'Por que a alternativa B está errada?',
      context: { kind: 'question', id: 103, letter: 'B' },
      contextLabel: 'Questão 103 · alternativa B',
      send: true,
    });
  });

  it('falls back to "Pergunte ao assistente" without a name, and can ask for a draft only', async () => {
    signInWith('  ');
    render(
      <AskAssistantButton
        question="Sobre esta aula: "
        context={{ kind: 'lesson', id: 9 }}
        contextLabel="Glaucoma agudo"
        send={false}
      />,
    );
    const button = screen.getByRole('button', { name: 'Pergunte ao assistente' });
    expect(button.querySelector('img')).toBeNull();
    await userEvent.click(button);
    expect(useAssistantPanel.getState().request).toMatchObject({ question: 'Sobre esta aula: ', send: false });
  });

  it('answers in English with the same name', async () => {
    signInWith('Íris');
    await useTestLocale('en');
    try {
      render(<AskAssistantButton question="q" context={{ kind: 'case', id: 1 }} contextLabel="Caso" />);
      expect(screen.getByRole('button', { name: 'Ask Íris' })).toBeInTheDocument();
    } finally {
      await useTestLocale('pt-BR');
    }
  });
});
