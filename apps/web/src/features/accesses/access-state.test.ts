import type { AccessItem } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { freemiumOffer } from '../../lib/access/freemium-offer.ts';
import { accessAction, accessState, freemiumGrantsOfAccesses } from './access-state.ts';

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
      access({ id: 'ended', tipo: 'compra', ativo: false, data_fim_acesso: '2026-11-02T00:00:00.000Z' }),
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

describe('the state and link of an access', () => {
  const now = Date.parse('2026-11-15T00:00:00.000Z');

  it('a revoked access is revoked whatever its dates, and offers to buy again', () => {
    const refunded = access({ tipo: 'compra', ativo: false, revogado_em: '2026-11-03T00:00:00.000Z' });
    expect(accessState(refunded, now)).toBe('revoked');
    expect(accessAction(refunded, 'revoked')).toBe('buy');
    expect(accessAction({ ...refunded, purchase_url: null }, 'revoked')).toBeNull();
  });

  it('renews an expired one, upgrades a trial, shows the product of a live purchase', () => {
    const ended = access({ tipo: 'compra', ativo: false, data_fim_acesso: '2026-11-10T00:00:00.000Z' });
    expect(accessState(ended, now)).toBe('expired');
    expect(accessAction(ended, 'expired')).toBe('renew');
    expect(accessAction(access({}), accessState(access({}), now))).toBe('upgrade');
    expect(accessAction(access({ tipo: 'compra' }), 'active')).toBe('product');
  });

  it('no trial grant once a paid or granted access is live (the trial was upgraded)', () => {
    const trial = access({});
    expect(freemiumGrantsOfAccesses([trial])).toHaveLength(1);
    expect(freemiumGrantsOfAccesses([trial, access({ id: 'paid', tipo: 'compra' })])).toEqual([]);
    expect(freemiumGrantsOfAccesses([trial, access({ id: 'old', tipo: 'compra', ativo: false })])).toHaveLength(1);
  });
});
