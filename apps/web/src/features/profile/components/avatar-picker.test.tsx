import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { AvatarPicker } from './avatar-picker.tsx';

const megabyte = 1024 * 1024;
const fileOf = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
/** The accept attribute is only a hint to the browser's dialog ("all files" is one click away). */
const setup = () => userEvent.setup({ applyAccept: false });

function renderPicker() {
  const onUpload = vi.fn();
  render(<AvatarPicker onUpload={onUpload} />);
  return { onUpload, input: screen.getByLabelText<HTMLInputElement>('Trocar foto') };
}

describe('AvatarPicker', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('offers "Trocar foto" for JPG, PNG and WebP with the limits spelled out', () => {
    const { input } = renderPicker();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAccessibleDescription('JPG, PNG ou WebP, até 5 MB.');
  });

  it('refuses a file over 5 MB before opening the cropper', async () => {
    const { input, onUpload } = renderPicker();
    await setup().upload(input, fileOf('ferias.jpg', 'image/jpeg', 5 * megabyte + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Esta imagem tem mais de 5 MB. Escolha um arquivo menor.');
    expect(screen.queryByRole('heading', { name: 'Ajustar foto' })).not.toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it.each([
    ['a GIF', fileOf('gato.gif', 'image/gif')],
    ['an SVG', fileOf('logo.svg', 'image/svg+xml')],
    ['a PDF', fileOf('laudo.pdf', 'application/pdf')],
    ['a HEIC photo', fileOf('IMG_0001.HEIC', 'image/heic')],
  ])('refuses %s with a message naming the accepted formats', async (_name, file) => {
    const { input } = renderPicker();
    await setup().upload(input, file);
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha um arquivo JPG, PNG ou WebP.');
    expect(screen.queryByRole('heading', { name: 'Ajustar foto' })).not.toBeInTheDocument();
  });

  it('opens the cropper for a valid picture, and Cancelar goes back to the picker', async () => {
    const user = setup();
    const { input } = renderPicker();
    await user.upload(input, fileOf('eu.png', 'image/png', 5 * megabyte));
    expect(await screen.findByRole('heading', { name: 'Ajustar foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar foto' })).toBeDisabled(); // jsdom never decodes the image
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('heading', { name: 'Ajustar foto' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Trocar foto')).toBeInTheDocument();
  });

  it('clears an earlier refusal once a valid picture is chosen', async () => {
    const user = setup();
    const { input } = renderPicker();
    await user.upload(input, fileOf('gato.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.upload(input, fileOf('eu.webp', 'image/webp'));
    expect(await screen.findByRole('heading', { name: 'Ajustar foto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
