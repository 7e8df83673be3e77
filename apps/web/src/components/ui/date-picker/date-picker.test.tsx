import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { DatePicker } from './date-picker.tsx';

function Harness({ initial }: { initial?: Date }) {
  const [value, setValue] = useState<Date | undefined>(initial);
  return (
    <>
      <DatePicker label="Data da prova" value={value} onChange={setValue} />
      <output>{value ? value.toISOString().slice(0, 10) : 'vazio'}</output>
    </>
  );
}

describe('DatePicker', () => {
  it('shows the chosen date in the pt-BR format and picks a day from the calendar', async () => {
    await useTestLocale('pt-BR');
    const user = userEvent.setup();
    render(<Harness initial={new Date(2026, 2, 15)} />);
    const input = screen.getByLabelText('Data da prova');
    expect(input).toHaveValue('15/03/2026');

    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    expect(screen.getByRole('grid', { name: 'março 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /20 de março de 2026/ }));
    expect(input).toHaveValue('20/03/2026');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('is keyboard accessible: arrows move the focused day, Enter picks it', async () => {
    await useTestLocale('pt-BR');
    const user = userEvent.setup();
    render(<Harness initial={new Date(2026, 2, 15)} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    expect(screen.getByRole('button', { name: /15 de março de 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Data da prova')).toHaveValue('23/03/2026');
  });

  it('uses the English format (MM/dd/yyyy) when the interface is in English', async () => {
    await useTestLocale('en');
    render(<Harness initial={new Date(2026, 2, 15)} />);
    expect(screen.getByLabelText('Data da prova')).toHaveValue('03/15/2026');
  });

  it('accepts a typed date and flags an impossible one', async () => {
    await useTestLocale('pt-BR');
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Data da prova');
    await user.type(input, '07/09/2026');
    await user.tab();
    expect(screen.getByText('2026-09-07')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Data inválida. Use o formato dd/mm/aaaa.');
  });
});
