import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { clearResources } from '../../../lib/async/use-resource.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { forgetSignUpDraft } from '../sign-up-draft.ts';
import { SignUpForm } from './sign-up-form.tsx';

const institutions = [
  { id: 'i-1', nome: 'Universidade de São Paulo', sigla: 'USP', uf: 'SP' },
  { id: 'i-2', nome: 'Universidade Federal de Minas Gerais', sigla: 'UFMG', uf: 'MG' },
  { id: 'i-3', nome: 'Universidade Federal de São Paulo', sigla: 'UNIFESP', uf: 'SP' },
];

/** fetch answering GET /api/instituicoes, and POST /api/auth/create with `create`. */
function mockApi(create: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith('/api/instituicoes') ? jsonResponse(institutions) : create(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/create'));
}

function renderSignUp() {
  const onCodeSent = vi.fn();
  render(<SignUpForm onCodeSent={onCodeSent} />);
  return { onCodeSent, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
}

describe('SignUpForm', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => {
    clearResources(); // the institutions are loaded once per page: each test loads them again
    forgetSignUpDraft();
  });

  it('says "Preencha o campo …" for every empty required field, and nothing for the optional CPF', async () => {
    const creates = mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Preencha o campo “Nome completo”.')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo “E-mail”.')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo “Senha”.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/CPF inválido/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveFocus();
    expect(creates()).toHaveLength(0);
  });

  it('translates the contract codes under each field', async () => {
    const creates = mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText('Nome completo'), 'A');
    await user.type(screen.getByLabelText('Senha'), 'curta');
    await user.type(screen.getByLabelText(/^CPF/), '11111111111');
    await user.type(screen.getByLabelText(/WhatsApp/), '1199');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Digite seu nome completo.')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo “E-mail”.')).toBeInTheDocument();
    expect(screen.getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(screen.getByText('Digite o número com DDD, como (11) 91234-5678.')).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('masks CPF and WhatsApp as typed, and sends digits, the year as a number and blanks as null', async () => {
    const creates = mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user, onCodeSent } = renderSignUp();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    await user.type(screen.getByLabelText(/WhatsApp/), '11912345678');
    expect(screen.getByLabelText(/WhatsApp/)).toHaveValue('(11) 91234-5678');
    await user.selectOptions(screen.getByLabelText(/Ano da prova/), String(new Date().getFullYear() + 1));
    await user.selectOptions(screen.getByLabelText(/Em que fase/), 'Formado');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onCodeSent).toHaveBeenCalledWith('ana@exemplo.com'));
    expect(JSON.parse(String(creates()[0]?.[1]?.body))).toEqual({
      nome: 'Ana Souza',
      email: 'ana@exemplo.com',
      password: 'segredo123',
      documento: '52998224725',
      whatsapp: '11912345678',
      instituicao_ensino: null,
      anoResidencia: new Date().getFullYear() + 1,
      periodo: 'Formado',
    });
  });

  it('finds the institution by acronym or by name without accents, and sends its full name', async () => {
    const creates = mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user, onCodeSent } = renderSignUp();
    const field = screen.getByRole('combobox', { name: /^Faculdade de medicina/ });
    await user.type(field, 'sao paulo');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Universidade de São PauloUSP · SP',
      'Universidade Federal de São PauloUNIFESP · SP',
    ]);
    await user.clear(field);
    await user.type(field, 'unifesp');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}'); // chooses, does not send the form
    expect(field).toHaveValue('Universidade Federal de São Paulo');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(creates()).toHaveLength(0);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onCodeSent).toHaveBeenCalled());
    expect(JSON.parse(String(creates()[0]?.[1]?.body))).toMatchObject({
      instituicao_ensino: 'Universidade Federal de São Paulo',
      documento: null,
    });
  });

  it('keeps a school missing from the list as typed, saying none matches', async () => {
    mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderSignUp();
    const field = screen.getByRole('combobox', { name: /^Faculdade de medicina/ });
    await user.type(field, 'Faculdade Nova');
    expect(await screen.findAllByText(/^Nenhuma faculdade da lista tem esse nome\./)).not.toHaveLength(0);
    await user.tab();
    expect(field).toHaveValue('Faculdade Nova');
  });

  it('comes back filled in, the e-mail field selected, to correct the address after the code was sent', async () => {
    mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const first = renderSignUp();
    await fillRequired(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(first.onCodeSent).toHaveBeenCalledWith('ana@exemplo.com'));
    cleanup();

    renderSignUp();
    expect(screen.getByText(/^Seus dados continuam aqui\. Corrija o e-mail/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Senha')).toHaveValue('segredo123');
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com');
  });

  it("puts a 422's field errors under their fields and keeps everything typed", async () => {
    mockApi(() =>
      jsonResponse(
        {
          error: {
            code: 'common.validation_failed',
            message: 'Bad',
            fields: [{ path: 'documento', message: 'field.cpf_invalid' }],
          },
        },
        422,
      ),
    );
    const { user, onCodeSent } = renderSignUp();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveFocus();
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(onCodeSent).not.toHaveBeenCalled();
  });

  it('shows any other failure above the button, by its code', async () => {
    mockApi(() => jsonResponse({ error: { code: 'common.rate_limited', message: 'Slow down' } }, 429));
    const { user } = renderSignUp();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas em pouco tempo.');
  });

  it('says when an address got too many codes this hour, and how long to wait', async () => {
    const body = { error: { code: 'auth.code_limit_reached', message: 'Too many codes' } };
    mockApi(
      () =>
        new Response(JSON.stringify(body), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '3540' },
        }),
    );
    const { user, onCodeSent } = renderSignUp();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já enviamos muitos códigos para este e-mail. Use o último que chegou. Tente de novo em 59 min.',
    );
    expect(onCodeSent).not.toHaveBeenCalled();
  });
});
