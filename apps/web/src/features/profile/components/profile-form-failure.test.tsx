import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { profileTestUser } from '../test-user.ts';
import { ProfileForm } from './profile-form.tsx';

/** fetch answering the institutions with none and each POST /api/user/profile with the next answer. */
function mockApi(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).endsWith('/api/instituicoes') ? jsonResponse([]) : (answers.shift() ?? jsonResponse({}, 500)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/user/profile'));
}

async function typeNickname(text: string) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProfileForm user={profileTestUser} onSaved={vi.fn()} />
    </QueryClientProvider>,
  );
  await user.clear(screen.getByLabelText(/^Apelido/));
  await user.type(screen.getByLabelText(/^Apelido/), text);
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  return user;
}

/** Issue 13: a refused save says why, translated, and loses nothing typed. */
describe('ProfileForm after a refused save', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('a 429 shows its translated message above the button; what was typed stays and is sent again', async () => {
    const rateLimited = { error: { code: 'common.rate_limited', message: 'Too many requests' } };
    const profileCalls = mockApi(jsonResponse(rateLimited, 429), jsonResponse({ user: profileTestUser }));
    const user = await typeNickname('Dani');
    expect(
      await screen.findByText('Muitas tentativas em pouco tempo. Aguarde um instante e tente de novo.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Apelido/)).toHaveValue('Dani');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(profileCalls()).toHaveLength(2));
    expect(JSON.parse(String(profileCalls()[1]?.[1]?.body))).toEqual({ apelido: 'Dani' });
  });

  it("a 422 puts the field's translated message under it and keeps the value", async () => {
    const invalid = {
      error: {
        code: 'common.validation_failed',
        message: 'Invalid body',
        fields: [{ path: 'apelido', message: 'field.too_long' }],
      },
    };
    mockApi(jsonResponse(invalid, 422));
    await typeNickname('Dani');
    const field = screen.getByLabelText(/^Apelido/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Texto longo demais.'));
    expect(field).toHaveValue('Dani');
  });
});
