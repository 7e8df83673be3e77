import { describe, expect, it } from 'vitest';
import { demoProducers } from '../../db/seed/tenancy/demo-producers.ts';
import { demoVerticals } from '../../db/seed/tenancy/demo-verticals.ts';
import { useTestApp } from '../../test/test-app.ts';

const namesIn = (vertical: string) => demoProducers.filter((p) => p.vertical === vertical).map((p) => p.nome);
const allNamesInVerticalOrder = demoVerticals.flatMap((vertical) => namesIn(vertical.slug));

describe('GET /api/producers', () => {
  const ctx = useTestApp({ seed: true });
  const list = (host: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/producers', headers: { host, ...headers } });

  it.each(demoVerticals.map((vertical) => vertical.slug))(
    'lists the producers of %s (bare host and sub-domains) in position order',
    async (slug) => {
      for (const host of [`${slug}.localhost:3000`, `qualquer.${slug}.localhost`, `${slug.toUpperCase()}.LOCALHOST`]) {
        const res = await list(host);
        expect(res.statusCode).toBe(200);
        expect(
          res.json().map((p: { nome: string }) => p.nome),
          host,
        ).toEqual(namesIn(slug));
      }
    },
  );

  it('answers exactly nome, auth_url, medmember_url, primary_color and app_logo_url', async () => {
    const [first] = (await list('oftalmologia.localhost:3000')).json();
    expect(first).toEqual({
      nome: 'Foco Oftalmo',
      auth_url: 'http://foco-oftalmo.oftalmologia.localhost:3000/auth/newLogin',
      medmember_url: 'http://foco-oftalmo.oftalmologia.localhost:3000',
      primary_color: '#1E3A8A',
      app_logo_url: '/brand/foco-oftalmo.svg',
    });
  });

  it('lists every producer, vertical by vertical, when the host matches no vertical', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'pediatria.localhost', 'oftalmologia.localhost.evil.com']) {
      const res = await list(host);
      expect(
        res.json().map((p: { nome: string }) => p.nome),
        host,
      ).toEqual(allNamesInVerticalOrder);
    }
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const res = await list('localhost:3000', { 'x-forwarded-host': 'ortopedia.localhost' });
    expect(res.json()).toHaveLength(demoProducers.length);
  });
});

describe('GET /api/producers/current', () => {
  const ctx = useTestApp({ seed: true });
  const current = async (host: string, query = '', headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/producers/current${query}`,
      headers: { host, ...headers },
    });
    expect(res.statusCode).toBe(200);
    return res.json().produtor as Record<string, unknown> | null;
  };

  it('picks the producer whose medmember_url origin equals the origin parameter', async () => {
    const produtor = await current(
      'oftalmologia.localhost:3000',
      `?origin=${encodeURIComponent('http://lumen-oftalmologia.oftalmologia.localhost:3000/some/path')}`,
    );
    expect(produtor?.['nome']).toBe('Lumen Oftalmologia');
  });

  it('answers the full branding of spec §3', async () => {
    const produtor = await current(
      'anestesiologia.localhost:3000',
      '?origin=http://plano-anestesico.anestesiologia.localhost:3000',
    );
    expect(produtor).toMatchObject({
      nome: 'Plano Anestésico',
      app_primary_color: '#BE123C',
      app_secondary_color: '#38BDF8',
      app_logo_url: '/brand/plano-anestesico.svg',
      app_iaimage: '/brand/plano-anestesico-ia.svg',
      app_image_background_url: '/brand/plano-anestesico-fundo.svg',
      app_numero_suporte: '5511999990004',
      app_whatsapp: 'https://wa.me/5511999990004',
      app_ianame: 'Dra. Ana',
    });
    expect(Object.keys(produtor ?? {}).sort()).toEqual([
      'app_iaimage',
      'app_ianame',
      'app_image_background_url',
      'app_logo_url',
      'app_numero_suporte',
      'app_primary_color',
      'app_secondary_color',
      'app_telegram',
      'app_text_home',
      'app_text_question',
      'app_title_home',
      'app_website',
      'app_whatsapp',
      'auth_url',
      'id',
      'medmember_url',
      'nome',
    ]);
    expect(produtor?.['id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('falls back to the Origin header, then to the origin the request was sent to', async () => {
    const byHeader = await current('localhost:3000', '', {
      origin: 'http://plano-anestesico.anestesiologia.localhost:3000',
    });
    expect(byHeader?.['nome']).toBe('Plano Anestésico');
    const byOwnOrigin = await current('vigilia-anestesia.anestesiologia.localhost:3000');
    expect(byOwnOrigin?.['nome']).toBe('Vigília Anestesiologia');
    const second = await current('plano-anestesico.anestesiologia.localhost:3000');
    expect(second?.['nome']).toBe('Plano Anestésico');
  });

  it('reads an Origin of `null` or garbage as no Origin: the address the request was sent to decides', async () => {
    for (const origin of ['null', 'not a url', 'file:///x']) {
      expect((await current('plano-anestesico.anestesiologia.localhost:3000', '', { origin }))?.['nome'], origin).toBe(
        'Plano Anestésico',
      );
    }
  });

  it("answers the vertical's first producer when nothing matches or the origin is invalid", async () => {
    for (const query of [
      '',
      '?origin=not%20a%20url',
      '?origin=javascript:alert(1)',
      '?origin=http://outro.example.com',
    ]) {
      expect((await current('anestesiologia.localhost:3000', query))?.['nome'], query).toBe('Vigília Anestesiologia');
    }
  });

  it("stays within the request's vertical", async () => {
    const produtor = await current(
      'ortopedia.localhost:3000',
      '?origin=http://foco-oftalmo.oftalmologia.localhost:3000',
    );
    expect(produtor?.['nome']).toBe('Ortopedia Ativa');
  });

  it('searches every producer when the host matches no vertical', async () => {
    const produtor = await current('localhost:3000', '?origin=http://fluxo-vascular.cirurgia-vascular.localhost:3000');
    expect(produtor?.['nome']).toBe('Fluxo Vascular');
    expect((await current('localhost:3000', '?origin=http://localhost:3000'))?.['nome']).toBe('Foco Oftalmo');
  });

  it('answers 422 for an origin parameter longer than the contract allows', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/producers/current?origin=http://${'a'.repeat(2100)}.com`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[0].path).toBe('origin');
  });
});

describe('tenancy behind a trusted proxy', () => {
  const ctx = useTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' } });

  it('picks the vertical and own origin from X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'plano-anestesico.anestesiologia.localhost:3000' };
    const list = await ctx.app.inject({ method: 'GET', url: '/api/producers', headers });
    expect(list.json().map((p: { nome: string }) => p.nome)).toEqual(namesIn('anestesiologia'));
    const current = await ctx.app.inject({ method: 'GET', url: '/api/producers/current', headers });
    expect(current.json().produtor.nome).toBe('Plano Anestésico');
    const https = await ctx.app.inject({
      method: 'GET',
      url: '/api/producers/current',
      headers: { ...headers, 'x-forwarded-proto': 'https' },
    });
    expect(https.json().produtor.nome).toBe('Vigília Anestesiologia');
  });
});
