import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../test/route-fetch.ts';
import { makeInfo, renderWithRouter } from '../test/assistant-test-render.tsx';
import { AssistantHost } from './assistant-host.tsx';
import { AssistantTrigger } from './assistant-trigger.tsx';

describe('AssistantTrigger', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => useAssistantPanel.setState({ open: false, request: null, opener: null })));

  it("is named after the producer's assistant, and after no one when it has no name", () => {
    const { rerender } = render(<AssistantTrigger name=" Íris " image={null} />);
    expect(screen.getByRole('button', { name: 'Pergunte à Íris' })).toHaveAttribute('aria-haspopup', 'dialog');
    rerender(<AssistantTrigger name={null} image="/api/files/covers/iris.png" />);
    const fallback = screen.getByRole('button', { name: 'Assistente' });
    // The image is decoration: the button's name says who it is.
    expect(fallback.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('opens the panel, which loads on that first open and remembers the button for the focus', async () => {
    routeFetch({ '/api/assistant': jsonResponse(makeInfo()) });
    renderWithRouter(
      <>
        <AssistantTrigger name="Íris" image={null} />
        <AssistantHost />
      </>,
    );
    const trigger = await screen.findByRole('button', { name: 'Pergunte à Íris' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(useAssistantPanel.getState().opener).toBe(trigger);
    expect(await screen.findByRole('dialog', { name: 'Íris' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
