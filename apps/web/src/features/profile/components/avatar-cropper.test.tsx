import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useImperativeHandle } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { AvatarCropper } from './avatar-cropper.tsx';
import type { CircleCropperProps } from './circle-cropper.tsx';

/**
 * jsdom decodes no image and has no canvas, so the library's Cropper never gets further than
 * loading here. A stand-in reports what the real one would: an error event, a ready event with
 * or without room, and a cropper object whose canvas encodes to a blob.
 */
const fake = vi.hoisted(() => ({
  event: 'none' as 'none' | 'error' | 'ready' | 'no-room',
  cropper: null as unknown,
}));

vi.mock('./circle-cropper.tsx', () => ({
  CircleCropper: ({ ref, alt, onReady, onError }: CircleCropperProps) => {
    useImperativeHandle(ref, () => fake.cropper as never);
    useEffect(() => {
      if (fake.event === 'error') onError();
      if (fake.event === 'ready' || fake.event === 'no-room') onReady(fake.cropper as never);
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- fires once, like the library's events
    return <img data-testid="cropper" alt={alt} />;
  },
}));
vi.mock('advanced-cropper/extensions/absolute-zoom', () => ({ getAbsoluteZoom: () => 0.25, getZoomFactor: () => 1.5 }));

function fakeCropper(state: object | null) {
  const canvas = { toBlob: (done: BlobCallback, type?: string) => done(new Blob(['px'], { type })) };
  return {
    getState: () => state,
    getSettings: () => ({}),
    getCoordinates: () => ({ left: 10, top: 10, width: 2000.4, height: 2000.4 }),
    getCanvas: vi.fn(() => canvas),
    zoomImage: vi.fn(),
    moveCoordinates: vi.fn(),
    moveCoordinatesEnd: vi.fn(),
  };
}

const picture = new File([new Uint8Array(64)], 'eu.png', { type: 'image/png' });

function renderCropper() {
  const onCropped = vi.fn();
  const onCancel = vi.fn();
  render(<AvatarCropper file={picture} onCropped={onCropped} onCancel={onCancel} />);
  return { onCropped, onCancel };
}

describe('AvatarCropper', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => {
    fake.event = 'none';
    fake.cropper = fakeCropper({ coordinates: {} });
  });

  it('shows the picture being prepared, 44 px buttons, and Salvar foto disabled until ready', async () => {
    renderCropper();
    expect(screen.getByRole('heading', { name: 'Ajustar foto' })).toBeInTheDocument();
    expect(await screen.findByTestId('cropper')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(screen.getByRole('button', { name: 'Salvar foto' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeDisabled();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveClass('min-h-11', 'min-w-11');
  });

  it('takes the focus to its title as it opens, and names the picture being framed', async () => {
    renderCropper();
    expect(screen.getByRole('heading', { name: 'Ajustar foto' })).toHaveFocus();
    expect(await screen.findByRole('img', { name: 'Foto escolhida para o perfil: eu.png' })).toBeInTheDocument();
    expect(screen.getByText(/A foto aparece redonda, como neste círculo\./)).toBeInTheDocument();
  });

  it('calls onCancel from Cancelar', async () => {
    const { onCancel } = renderCropper();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says the image could not be opened when the cropper reports an error', async () => {
    fake.event = 'error';
    renderCropper();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir esta imagem. Escolha um arquivo JPG, PNG ou WebP.',
    );
    expect(screen.queryByTestId('cropper')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('says so when the container has no room for the cropper', async () => {
    fake.event = 'no-room';
    fake.cropper = fakeCropper(null);
    renderCropper();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não há espaço na tela para ajustar a foto.');
    expect(screen.getByRole('button', { name: 'Salvar foto' })).toBeDisabled();
  });

  it('crops to a square of at most 1024 px and hands over a WebP blob', async () => {
    fake.event = 'ready';
    const cropper = fakeCropper({ coordinates: {} });
    fake.cropper = cropper;
    const { onCropped } = renderCropper();
    const save = await screen.findByRole('button', { name: 'Salvar foto' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('0.25');

    await userEvent.setup().click(save);
    await waitFor(() => expect(onCropped).toHaveBeenCalledTimes(1));
    expect(cropper.getCanvas).toHaveBeenCalledWith(expect.objectContaining({ width: 1024, height: 1024 }));
    expect((onCropped.mock.calls[0]?.[0] as Blob).type).toBe('image/webp');
  });

  it('keeps the cropper open to retry when the result cannot be drawn', async () => {
    fake.event = 'ready';
    const cropper = fakeCropper({ coordinates: {} });
    cropper.getCanvas.mockReturnValueOnce(null as never);
    fake.cropper = cropper;
    const { onCropped } = renderCropper();
    const save = await screen.findByRole('button', { name: 'Salvar foto' });
    await waitFor(() => expect(save).toBeEnabled());
    const user = userEvent.setup();
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível recortar a foto. Tente de novo.');
    expect(screen.getByTestId('cropper')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(onCropped).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('zooms with the buttons, the slider and the keyboard once ready', async () => {
    fake.event = 'ready';
    const cropper = fakeCropper({ coordinates: {} });
    fake.cropper = cropper;
    const user = userEvent.setup();
    renderCropper();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aproximar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Aproximar' }));
    expect(cropper.zoomImage).toHaveBeenLastCalledWith(1.25);
    await user.click(screen.getByRole('button', { name: 'Afastar' }));
    expect(cropper.zoomImage).toHaveBeenLastCalledWith(0.8);
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    fireEvent.change(slider, { target: { value: '0.6' } });
    expect(cropper.zoomImage).toHaveBeenLastCalledWith(1.5, { transitions: false });
    expect(slider).toHaveValue('0.6');

    act(() => screen.getByRole('group', { name: /Área de recorte/ }).focus());
    await user.keyboard('{ArrowUp}');
    expect(cropper.moveCoordinates).toHaveBeenLastCalledWith({ left: 0, top: -10 });
  });
});
