import { describe, expect, it } from 'vitest';
import { demoInstitutions } from './demo-institutions.ts';

const brazilianUfs = new Set([
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
]);

describe('demo institutions', () => {
  it('lists at least 70 medical schools', () => {
    expect(demoInstitutions.length).toBeGreaterThanOrEqual(70);
  });

  it('has unique siglas and names', () => {
    const siglas = demoInstitutions.map((institution) => institution.sigla);
    const nomes = demoInstitutions.map((institution) => institution.nome);
    expect(new Set(siglas).size).toBe(siglas.length);
    expect(new Set(nomes).size).toBe(nomes.length);
  });

  it('uses one of the 27 Brazilian UF codes and covers at least 20 of them', () => {
    expect(brazilianUfs.size).toBe(27);
    for (const institution of demoInstitutions) {
      expect(brazilianUfs, `${institution.sigla}: ${institution.uf}`).toContain(institution.uf);
    }
    expect(new Set(demoInstitutions.map((institution) => institution.uf)).size).toBeGreaterThanOrEqual(20);
  });

  it('is sorted by nome in Portuguese alphabetical order, ignoring accents', () => {
    const nomes = demoInstitutions.map((institution) => institution.nome);
    const sorted = [...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }));
    expect(nomes).toEqual(sorted);
  });
});
