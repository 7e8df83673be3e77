import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { ComboboxField, type ComboboxOption } from './combobox-field.tsx';

const all: ComboboxOption[] = [
  { value: 'Universidade de São Paulo', label: 'Universidade de São Paulo', detail: 'USP · SP' },
  { value: 'Universidade Federal de São Paulo', label: 'Universidade Federal de São Paulo', detail: 'UNIFESP · SP' },
];

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState('');
  const options = all.filter((option) => option.label.toLowerCase().includes(value.toLowerCase()));
  return (
    <form onSubmit={(event) => (event.preventDefault(), onSubmit())}>
      <ComboboxField
        label="Faculdade"
        value={value}
        onChange={setValue}
        options={options}
        noMatchText="Nada."
        countText={(count) => `${count} resultados`}
      />
    </form>
  );
}

function renderCombobox() {
  const onSubmit = vi.fn();
  render(<Harness onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Faculdade' }) };
}

describe('ComboboxField', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('opens on typing, moves with the arrows (wrapping), and says how many match', async () => {
    const { user, input } = renderCombobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'univ');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 resultados');
    await user.keyboard('{ArrowUp}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Universidade Federal de São Paulo');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Universidade de São PauloUSP · SP');
  });

  it('Esc closes the list and keeps what was typed; Enter with no option chosen sends the form', async () => {
    const { user, input, onSubmit } = renderCombobox();
    await user.type(input, 'Federal');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Federal');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('a tap on an option chooses it; nothing matching is said, with no empty list', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'Federal');
    await user.click(screen.getByRole('option', { name: /Universidade Federal/ }));
    expect(input).toHaveValue('Universidade Federal de São Paulo');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'xyz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nada.');
  });
});
