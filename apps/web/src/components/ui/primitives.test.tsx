import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../lib/i18n/testing.ts';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { Dialog, DialogContent, DialogTrigger } from './dialog.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';

describe('design-system primitives', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('Dialog opens from its trigger with a title and description, and the X closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Abrir</DialogTrigger>
        <DialogContent title="Excluir anotação?" description="Não dá para desfazer.">
          <p>Corpo</p>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Excluir anotação?' })).toHaveAccessibleDescription(
      'Não dá para desfazer.',
    );
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Spinner announces loading; Skeleton is hidden from assistive technology', () => {
    render(
      <>
        <Spinner />
        <Skeleton className="h-4" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(document.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Card renders its title as a heading', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Oftalmologia</CardTitle>
        </CardHeader>
        <CardContent>12 aulas</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Oftalmologia' })).toBeInTheDocument();
  });
});
