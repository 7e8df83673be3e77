import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { clearResources } from '../../../lib/async/use-resource.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { SignUpForm } from './sign-up-form.tsx';

const institutions = [{ id: 'i-1', nome: 'Universidade Federal de Minas Gerais', sigla: 'UFMG', uf: 'MG' }];

/** fetch answering GET /api/instituicoes, and POST /api/auth/create with `create`. */
function mockApi(create: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => (String(input).endsWith('/api/instituicoes') ? jsonResponse(institutions) : create()));
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
  await user.type(screen.getByLabelText('CPF'), '52998224725');
}

describe('SignUpForm', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => clearResources()); // the institutions are loaded once per page: each test loads them again

  it('translates the contract codes under each field', async () => {
    const creates = mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText('Nome completo'), 'A');
    await user.type(screen.getByLabelText('Senha'), 'curta');
    await user.type(screen.getByLabelText('CPF'), '11111111111');
    await user.type(screen.getByLabelText(/WhatsApp/), '1199');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Digite seu nome completo.')).toBeInTheDocument();
    expect(screen.getByText('Preencha este campo.')).toBeInTheDocument();
    expect(screen.getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(screen.getByText('Digite o número com DDD, como (11) 91234-5678.')).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('masks CPF and WhatsApp as typed, and sends digits, the year as a number and blanks as null', async () => {
    const creates = mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user, onCodeSent } = renderSignUp();
    await fillRequired(user);
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    await user.type(screen.getByLabelText(/WhatsApp/), '11912345678');
    expect(screen.getByLabelText(/WhatsApp/)).toHaveValue('(11) 91234-5678');
    await user.selectOptions(screen.getByLabelText(/Ano da prova/), String(new Date().getFullYear() + 1));
    await user.selectOptions(screen.getByLabelText(/Período/), 'Formado');
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

  it('offers the institutions of GET /api/instituicoes as suggestions', async () => {
    mockApi(() => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderSignUp();
    const field = screen.getByLabelText(/Instituição de ensino/);
    await waitFor(() => expect(document.querySelector(`#${CSS.escape(field.getAttribute('list') ?? '')} option`)).not.toBeNull());
    await user.type(field, 'Universidade Federal de Minas Gerais');
    expect(field).toHaveValue('Universidade Federal de Minas Gerais');
  });

  it("puts a 422's field errors under their fields and keeps everything typed", async () => {
    mockApi(() =>
      jsonResponse({ error: { code: 'common.validation_failed', message: 'Bad', fields: [{ path: 'documento', message: 'field.cpf_invalid' }] } }, 422),
    );
    const { user, onCodeSent } = renderSignUp();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveFocus();
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
});
