import type { Task } from '@members/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { ApostilaTask } from './apostila-task.tsx';

const task: Task = {
  id: 22,
  label: 'Resumo: gonioscopia',
  subtitle: 'PDF',
  type: 'apostila',
  completed: false,
  model_type: 'LessonTask',
  link: null,
  restricted: false,
  apostila: {
    id: 5,
    nome: 'Resumo',
    file_name: 'Resumo gonioscopia.pdf',
    tamanho: 1843,
    content_type: 'application/pdf',
    download_url: '/api/apostilas/5/download',
  },
  data: null,
};

/** A download whose second half waits until `finish` is called. */
function slowFile() {
  let finish: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(1024));
      finish = () => {
        controller.enqueue(new Uint8Array(1024));
        controller.close();
      };
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(body, { headers: { 'Content-Length': '2048', 'Content-Type': 'application/pdf' } })),
    ),
  );
  return { finish: () => finish() };
}

describe('ApostilaTask', () => {
  afterAll(() => useTestLocale('pt-BR'));
  beforeEach(async () => {
    await useTestLocale('pt-BR');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:apostila'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads with a visible progress bar, saves the file and reports it', async () => {
    const file = slowFile();
    const onDownloaded = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<ApostilaTask task={task} onDownloaded={onDownloaded} />);
    expect(screen.getByText('PDF · 1,8 KB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar' }));

    const bar = await screen.findByRole('progressbar', { name: 'Baixando Resumo: gonioscopia' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    file.finish();
    await waitFor(() => expect(onDownloaded).toHaveBeenCalledWith(task));
    expect(click).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the spec's text when the download fails, and the locked message for a locked lesson", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(new Response('x', { status: 500, statusText: 'Internal Server Error' }))
        .mockResolvedValueOnce(
          new Response(JSON.stringify({ error: { code: 'courses.lesson_locked', message: 'Locked' } }), {
            status: 403,
            statusText: 'Forbidden',
          }),
        ),
    );
    const onDownloaded = vi.fn();
    render(<ApostilaTask task={task} onDownloaded={onDownloaded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro HTTP: 500 - Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Esta aula faz parte de um curso que você ainda não liberou.',
      ),
    );
    expect(onDownloaded).not.toHaveBeenCalled();
  });

  it('is disabled, with a lock and its reason, when restricted', () => {
    render(<ApostilaTask task={{ ...task, restricted: true, apostila: null }} onDownloaded={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeDisabled();
    expect(screen.getByText('Disponível ao adquirir o curso')).toBeInTheDocument();
  });
});
