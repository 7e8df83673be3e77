import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useColorModeStore } from '../../../lib/color-mode/index.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { ColorModeToggle } from './color-mode-toggle.tsx';

describe('ColorModeToggle', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => useColorModeStore.setState({ preference: 'system', forced: null }));

  it('offers three labelled options with the current one checked', () => {
    render(<ColorModeToggle />);
    expect(screen.getByRole('group', { name: 'Tema' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'system',
    ]);
    expect(screen.getByRole('radio', { name: 'Automático (igual ao sistema)' })).toBeChecked();
  });

  it('switches to dark by pointer and back to light by keyboard', async () => {
    const user = userEvent.setup();
    render(<ColorModeToggle />);
    await user.click(screen.getByRole('radio', { name: 'Escuro' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(useColorModeStore.getState().preference).toBe('dark');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Claro' })).toBeChecked();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('is not shown while the page forces a colour mode (/terms is always dark)', () => {
    useColorModeStore.setState({ forced: 'dark' });
    const { container } = render(<ColorModeToggle />);
    expect(container).toBeEmptyDOMElement();
  });
});
