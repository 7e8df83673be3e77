import type { User } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { profileTestUser } from '../test-user.ts';
import { ProfileForm } from './profile-form.tsx';

const institutions = [
  { id: 'i-1', nome: 'Universidade de São Paulo', sigla: 'USP', uf: 'SP' },
  { id: 'i-2', nome: 'Universidade Federal de São Paulo', sigla: 'UNIFESP', uf: 'SP' },
];

/** fetch answering GET /api/instituicoes and POST /api/user/profile with `profile` (a Response or a pending one). */
function mockApi(profile: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith('/api/instituicoes') ? jsonResponse(institutions) : profile(),
  );
  vi.stubGlobal('fetch', fetchMock);
  const profileCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/user/profile'));
  return { profileCalls };
}

function renderForm(user: User = profileTestUser) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfileForm user={user} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

describe('ProfileForm', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('sends ONLY the changed field, disables the button while sending, then hands over the saved user', async () => {
    let answer: (response: Response) => void = () => {};
    const { profileCalls } = mockApi(() => new Promise((resolve) => (answer = resolve)));
    const { onSaved } = renderForm();
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText(/^Apelido/));
    await user.type(screen.getByLabelText(/^Apelido/), 'Dani');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(JSON.parse(String(profileCalls()[0]?.[1]?.body))).toEqual({ apelido: 'Dani' });
    expect(screen.getByRole('button', { name: 'Salvando…' })).toBeDisabled();

    const saved = { ...profileTestUser, apelido: 'Dani' };
    answer(jsonResponse({ user: saved }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  });

  it('sends a cleared optional field as null and keeps the masks out of the body', async () => {
    const { profileCalls } = mockApi(async () => jsonResponse({ user: profileTestUser }));
    renderForm({ ...profileTestUser, whatsapp: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^WhatsApp/), '21987654321');
    expect(screen.getByLabelText(/^WhatsApp/)).toHaveValue('(21) 98765-4321');
    await user.clear(screen.getByLabelText(/^Instagram/));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(JSON.parse(String(profileCalls()[0]?.[1]?.body))).toEqual({ whatsapp: '21987654321', instagram: null });
  });

  it("asks for the institution, year and stage with the sign-up's own fields, labels and rules", async () => {
    const { profileCalls } = mockApi(async () => jsonResponse({ user: profileTestUser }));
    renderForm({ ...profileTestUser, instituicao_ensino: null, anoResidencia: 2025, periodo: null });
    const user = userEvent.setup();
    const institution = screen.getByRole('combobox', { name: /^Faculdade de medicina/ });
    await user.type(institution, 'UNIFESP');
    await user.click(await screen.findByRole('option', { name: /Universidade Federal de São Paulo/ }));
    expect(institution).toHaveValue('Universidade Federal de São Paulo');
    const years = within(screen.getByLabelText(/^Ano da prova de residência/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years.slice(0, 3)).toEqual(['Selecione', '2025', String(new Date().getFullYear())]); // the stored (past) year, then from this year
    await user.selectOptions(screen.getByLabelText(/^Em que fase você está/), 'Formado');
    expect(screen.getByRole('option', { name: 'Formado(a)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(JSON.parse(String(profileCalls()[0]?.[1]?.body))).toEqual({
      instituicao_ensino: 'Universidade Federal de São Paulo',
      periodo: 'Formado',
    });
  });

  it('says "Preencha o campo …" for an emptied name, as the sign-up does', async () => {
    const { profileCalls } = mockApi(async () => jsonResponse({ user: profileTestUser }));
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Nome completo/));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Preencha o campo “Nome completo”.')).toBeInTheDocument();
    expect(profileCalls()).toHaveLength(0);
  });

  it('shows a translated field error and sends nothing for an invalid CPF', async () => {
    const { profileCalls } = mockApi(async () => jsonResponse({ user: profileTestUser }));
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^CPF/));
    await user.type(screen.getByLabelText(/^CPF/), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveAttribute('aria-invalid', 'true');
    expect(profileCalls()).toHaveLength(0);
  });

  it('shows the e-mail read-only with "Alterar e-mail": the form never sends it', async () => {
    const { profileCalls } = mockApi(async () => jsonResponse({ user: profileTestUser }));
    renderForm();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('professor@medmember.dev');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Alterar e-mail' })).toBeEnabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Apelido/), 'x');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(JSON.parse(String(profileCalls()[0]?.[1]?.body))).not.toHaveProperty('email');
  });

  it('locks the e-mail of a pending account, saying why', () => {
    mockApi(async () => jsonResponse({ user: profileTestUser }));
    renderForm({ ...profileTestUser, status: 'pendente' });
    const email = screen.getByLabelText('E-mail');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('Confirme seu e-mail para poder trocar o endereço.');
    expect(screen.getByRole('button', { name: 'Alterar e-mail' })).toBeDisabled();
  });
});
