import type { RunStage } from '@members/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { runStage } from '../../logic/run-test-fixtures.ts';
import { DiagnosisPicker } from './diagnosis-picker.tsx';
import { ManagementPicker } from './management-picker.tsx';

const pick = (
  option_id: number | null,
  position: number,
  role: 'pick' | 'main' | 'differential' = 'pick',
  text: string | null = null,
) => ({
  option_id,
  text,
  role,
  position,
  picked_at: '2026-11-26T10:00:00.000Z',
});

describe('ManagementPicker', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('lists the chosen actions in order with buttons to move and remove them (none past either end)', async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn();
    const stage: RunStage = { ...runStage(5, 'management'), picks: [pick(53, 1), pick(51, 2)] };
    render(<ManagementPicker stage={stage} locked={false} onDecide={onDecide} />);
    const order = screen.getByTestId('run-order');
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.dataset.optionId),
    ).toEqual(['53', '51']);
    expect(screen.getByRole('button', { name: 'Mover Opção 3 para cima' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Mover Opção 1 para baixo' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Mover Opção 1 para cima' }));
    expect(onDecide).toHaveBeenLastCalledWith({ action: 'order', stage_id: 5, option_ids: [51, 53] });
    await user.click(screen.getByRole('button', { name: 'Remover Opção 3' }));
    expect(onDecide).toHaveBeenLastCalledWith({ action: 'unpick', stage_id: 5, option_id: 53 });
    await user.click(screen.getByRole('button', { name: /Opção 2/, pressed: false }));
    expect(onDecide).toHaveBeenLastCalledWith({ action: 'pick', stage_id: 5, option_id: 52 });
  });
});

describe('DiagnosisPicker', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('adds a typed hypothesis in the role of the button pressed, and says when one was not recognised', async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn();
    const stage: RunStage = {
      ...runStage(4, 'diagnosis'),
      picks: [pick(41, 1, 'main'), pick(null, 2, 'differential', 'doença de Kawasaki')],
    };
    render(<DiagnosisPicker stage={stage} locked={false} onDecide={onDecide} />);
    const mine = screen.getByTestId('run-hypotheses');
    expect(mine).toHaveTextContent('Principal: Opção 1');
    expect(mine).toHaveTextContent('Diferencial: doença de Kawasaki (não reconhecida: não pontua)');

    await user.type(screen.getByLabelText('Digite uma hipótese'), '  TEP  ');
    await user.click(screen.getByRole('button', { name: 'Adicionar como diferencial' }));
    expect(onDecide).toHaveBeenLastCalledWith({ action: 'pick', stage_id: 4, text: 'TEP', role: 'differential' });
    expect(screen.getByLabelText('Digite uma hipótese')).toHaveValue('');

    await user.type(screen.getByLabelText('Digite uma hipótese'), 'IAM{Enter}');
    expect(onDecide).toHaveBeenLastCalledWith({ action: 'pick', stage_id: 4, text: 'IAM', role: 'main' });

    const second = screen.getByRole('group', { name: 'Opção 2' });
    await user.click(within(second).getByRole('button', { name: 'Principal' }));
    expect(onDecide).toHaveBeenLastCalledWith({ action: 'pick', stage_id: 4, option_id: 42, role: 'main' });
  });
});
