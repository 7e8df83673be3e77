import type { Institution } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { demoInstitutions } from '../../../../api/src/db/seed/accounts/demo-institutions.ts';
import { matchInstitutions, searchable } from './institution-search.ts';

/** The demo seed's list, as GET /api/instituicoes answers it (sorted by name). */
const institutions: Institution[] = demoInstitutions.map((institution, index) => ({
  id: String(index),
  ...institution,
}));
const siglas = (query: string) => matchInstitutions(institutions, query).map((institution) => institution.sigla);

describe('searchable', () => {
  it('drops accents, case and punctuation', () => {
    expect(searchable('São Paulo')).toBe('sao paulo');
    expect(searchable('  PUC-SP ')).toBe('puc sp');
    expect(searchable('Ciências Médicas')).toBe('ciencias medicas');
  });
});

describe('matchInstitutions', () => {
  it('finds an acronym whatever its case, the exact one first', () => {
    expect(siglas('unifesp')[0]).toBe('UNIFESP');
    expect(siglas('USP')[0]).toBe('USP');
    expect(siglas('usp')).not.toContain('UFMG');
  });

  it('finds names without their accents, every word typed counting', () => {
    const found = siglas('sao paulo');
    expect(found).toEqual(expect.arrayContaining(['USP', 'UNIFESP', 'PUC-SP', 'FCMSCSP']));
    expect(found).not.toContain('UFMG');
    expect(siglas('SÃO PAULO')).toEqual(found);
    expect(siglas('federal sao paulo')).toEqual(['UNIFESP']);
  });

  it('finds acronyms typed with or without their punctuation', () => {
    expect(siglas('puc-sp')[0]).toBe('PUC-SP');
    expect(siglas('pucsp')[0]).toBe('PUC-SP');
  });

  it('puts names whose words start with the words typed before names that only contain them', () => {
    const mixed: Institution[] = [
      { id: '1', nome: 'Faculdade Santamarense', sigla: 'FSA', uf: 'SP' },
      { id: '2', nome: 'Universidade de Santa Maria', sigla: 'UFSM', uf: 'RS' },
    ];
    expect(matchInstitutions(mixed, 'maria').map((institution) => institution.sigla)).toEqual(['UFSM']);
    expect(matchInstitutions(mixed, 'mar').map((institution) => institution.sigla)).toEqual(['UFSM', 'FSA']);
  });

  it('lists everything (up to the limit) for an empty query and nothing for a query that matches nothing', () => {
    expect(matchInstitutions(institutions, '  ')).toHaveLength(Math.min(50, institutions.length));
    expect(matchInstitutions(institutions, '', 3)).toHaveLength(3);
    expect(matchInstitutions(institutions, 'xyzzy')).toEqual([]);
  });
});
