import type { AccessItem } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { freemiumOffer } from '../../lib/access/freemium-offer.ts';
import { freemiumGrantsOfAccesses } from './access-state.ts';

const access = (over: Partial<AccessItem>): AccessItem => ({
  id: 'a',
  produto: 'Degustação',
  tipo: 'freemium',
  data_inicio: '2026-11-01T00:00:00.000Z',
  data_fim_acesso: '2026-12-10T00:00:00.000Z',
  ativo: true,
  origem: 'freemium',
  revogado_em: null,
  purchase_url: 'https://foco.test/upgrade',
  ...over,
});

describe('the trial end from the accesses', () => {
  it('follows the same rule as the catalog: the earliest end of the live freemium grants', () => {
    const accesses = [
      access({ id: 'late', data_fim_acesso: '2026-12-20T00:00:00.000Z' }),
      access({ id: 'soon', data_fim_acesso: '2026-12-05T00:00:00.000Z', purchase_url: 'https://foco.test/soon' }),
      access({ id: 'over', ativo: false, data_fim_acesso: '2026-11-02T00:00:00.000Z' }),
      access({ id: 'paid', tipo: 'compra', data_fim_acesso: '2026-11-20T00:00:00.000Z' }),
    ];
    expect(freemiumOffer({ isFreemium: false, linkFreemium: null }, freemiumGrantsOfAccesses(accesses))).toEqual({
      endsAt: '2026-12-05T00:00:00.000Z',
      url: 'https://foco.test/soon',
    });
  });

  it('is null without a live freemium access', () => {
    expect(
      freemiumOffer({ isFreemium: false, linkFreemium: null }, freemiumGrantsOfAccesses([access({ ativo: false })])),
    ).toBeNull();
  });
});
