import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { TestDatePickerPage } from './test-date-picker-page.tsx';

describe('TestDatePickerPage', () => {
  it('shows the date picker and the chosen value in the current locale', async () => {
    await useTestLocale('pt-BR');
    const user = userEvent.setup();
    render(<TestDatePickerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seletor de data' })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma data escolhida ainda.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Data da prova'), '25/12/2026{Enter}');
    expect(screen.getByText('Data escolhida: 25/12/2026')).toBeInTheDocument();
  });

  it('speaks English when the interface does', async () => {
    await useTestLocale('en');
    const user = userEvent.setup();
    render(<TestDatePickerPage />);
    await user.type(screen.getByLabelText('Exam date'), '12/25/2026{Enter}');
    expect(screen.getByText('Chosen date: 12/25/2026')).toBeInTheDocument();
  });
});
