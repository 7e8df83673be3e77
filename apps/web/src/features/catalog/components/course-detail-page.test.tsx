import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../test/route-fetch.ts';
import { makeCourseDetail } from '../test-fixtures.ts';
import { renderInRouter } from '../test-render.tsx';
import { CourseDetailPage } from './course-detail-page.tsx';

const detail = makeCourseDetail({ categories: [{ no: 1, slug: 'cristalino', name: 'Cristalino' }] });
const path = `/api/courses/${detail.uuid}`;

describe('CourseDetailPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('shows the course, its progress, "Continuar", the modules in order, handouts and categories', async () => {
    routeFetch({ [path]: () => jsonResponse(detail) });
    renderInRouter(<CourseDetailPage type="courses" id={detail.uuid} />);
    expect(await screen.findByRole('heading', { level: 1, name: detail.name })).toBeInTheDocument();
    expect(screen.getByText('12h 30min · 24 aulas · 6 módulos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      `/courses/${detail.uuid}/module/8?aula=40`,
    );
    expect(screen.getByRole('progressbar', { name: 'Progresso no curso' })).toHaveAttribute('aria-valuenow', '25');

    const modules = within(screen.getByRole('heading', { name: 'Módulos' }).closest('section') as HTMLElement);
    const links = modules.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Avaliação pré-operatória', `/courses/${detail.uuid}/module/7`],
      ['Técnica de facoemulsificação', `/courses/${detail.uuid}/module/8`],
    ]);
    expect(screen.getByText('2 de 6 aulas assistidas')).toBeInTheDocument();
    expect(screen.getByText('2h 20min')).toBeInTheDocument();
    expect(screen.getByText('Apostila completa de catarata')).toBeInTheDocument();
    expect(screen.getByText('1,2 MB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cristalino' })).toHaveAttribute('href', '/courses/cristalino/todos');
  });

  describe('handouts', () => {
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('downloads a handout from the course page with its progress bar, and saves it', async () => {
      // jsdom has no object URLs.
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:apostila'), revokeObjectURL: vi.fn() });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      let finish: () => void = () => undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(1000));
          finish = () => {
            controller.enqueue(new Uint8Array(1000));
            controller.close();
          };
        },
      });
      routeFetch({
        [path]: () => jsonResponse(detail),
        '/api/apostilas/3/download': () =>
          new Response(body, { headers: { 'Content-Length': '2000', 'Content-Type': 'application/pdf' } }),
      });
      renderInRouter(<CourseDetailPage type="courses" id={detail.uuid} />);
      const handouts = within(
        (await screen.findByRole('heading', { name: 'Apostilas' })).closest('section') as HTMLElement,
      );
      await userEvent.click(handouts.getByRole('button', { name: 'Baixar' }));
      const bar = await handouts.findByRole('progressbar', { name: 'Baixando Apostila completa de catarata' });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
      expect(handouts.getByRole('button', { name: 'Cancelar' })).toHaveAccessibleDescription(
        'Apostila completa de catarata',
      );
      finish();
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      // The bar leaves on the render after the save, which may come a tick later.
      await waitFor(() => expect(handouts.queryByRole('progressbar')).toBeNull());
      click.mockRestore();
    });

    it("offers no download of a locked course's handouts, and says why", async () => {
      routeFetch({ [path]: () => jsonResponse({ ...detail, access: false, access_kind: null }) });
      renderInRouter(<CourseDetailPage type="courses" id={detail.uuid} />);
      const handouts = within(
        (await screen.findByRole('heading', { name: 'Apostilas' })).closest('section') as HTMLElement,
      );
      expect(handouts.getByRole('button', { name: 'Baixar' })).toBeDisabled();
      expect(handouts.getByText('Adquira o curso para baixar as apostilas.')).toBeInTheDocument();
    });
  });

  it('says "Começar" before the first lesson', async () => {
    routeFetch({ [path]: () => jsonResponse({ ...detail, total_aulas_assistidas: 0 }) });
    renderInRouter(<CourseDetailPage type="courses" id={detail.uuid} />);
    expect(await screen.findByRole('link', { name: 'Começar' })).toBeInTheDocument();
  });

  it('makes the purchase link prominent on a locked course', async () => {
    routeFetch({
      [path]: () =>
        jsonResponse({ ...detail, access: false, access_kind: null, purchase_url: 'https://pay.test/catarata' }),
    });
    renderInRouter(<CourseDetailPage type="courses" id={detail.uuid} />);
    const access = (await screen.findByRole('heading', { name: 'Conteúdo bloqueado' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(access).getByRole('link', { name: /Adquirir/ })).toHaveAttribute('href', 'https://pay.test/catarata');
    expect(screen.queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('shows the freemium end date', async () => {
    routeFetch({
      [path]: () => jsonResponse({ ...detail, access_kind: 'freemium', access_ends_at: '2026-11-29T12:00:00.000Z' }),
    });
    renderInRouter(<CourseDetailPage type="courses" id={detail.uuid} />);
    expect(await screen.findByText('Seu acesso gratuito vai até 29 de novembro de 2026.')).toBeInTheDocument();
  });

  it('turns a 404 into a not-found message with the way back', async () => {
    routeFetch({});
    renderInRouter(<CourseDetailPage type="tv" id="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Não encontramos este conteúdo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao catálogo' })).toHaveAttribute('href', '/tv');
  });
});

describe('CourseDetailPage in English', () => {
  beforeAll(() => useTestLocale('en'));
  afterAll(() => useTestLocale('pt-BR'));

  it('writes the counts and the access end date in English', async () => {
    routeFetch({
      [path]: () => jsonResponse({ ...detail, access_kind: 'compra', access_ends_at: '2027-11-22T12:00:00.000Z' }),
    });
    renderInRouter(<CourseDetailPage type="courses" id={detail.uuid} />);
    expect(await screen.findByText('Your access lasts until November 22, 2027.')).toBeInTheDocument();
    expect(screen.getByText('12h 30min · 24 lessons · 6 modules')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeInTheDocument();
  });
});
