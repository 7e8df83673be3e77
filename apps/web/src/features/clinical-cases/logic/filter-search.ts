import {
  caseDifficulties,
  caseDurations,
  caseStatusFilters,
  type CaseDifficulty,
  type CaseDuration,
  type CaseStatusFilter,
} from '@members/contract';
import type { CaseFilterSelection } from '../api/case-keys.ts';

/** The filter page's address: comma-separated lists and the page, as the route's search validator reads them. */
export interface CaseFilterSearch {
  assuntos?: string;
  dificuldade?: string;
  duracao?: string;
  situacao?: string;
  pagina?: string;
}

/** The filter as the page holds it: ticked subject ids (every ticked node), the facets, the page. */
export interface CaseFilterState extends CaseFilterSelection {
  page: number;
}

const items = (value: string | undefined) => (value ?? '').split(',').filter((item) => item !== '');

function known<T extends string>(value: string | undefined, allowed: readonly T[]): T[] {
  const picked = new Set(items(value));
  return allowed.filter((item) => picked.has(item));
}

/** Reads the address; unknown values and malformed ids are dropped, facets come in the contract's order. */
export function parseCaseFilterSearch(search: CaseFilterSearch): CaseFilterState {
  const ids = items(search.assuntos)
    .filter((item) => /^[1-9]\d{0,9}$/.test(item))
    .map(Number);
  const page = Number(search.pagina ?? '1');
  return {
    categories: [...new Set(ids)],
    difficulty: known<CaseDifficulty>(search.dificuldade, caseDifficulties),
    duration: known<CaseDuration>(search.duracao, caseDurations),
    status: known<CaseStatusFilter>(search.situacao, caseStatusFilters),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const list = (values: readonly (string | number)[]) => (values.length > 0 ? values.join(',') : undefined);

/** Writes the address: empty lists and the first page are left out (a clean `/casos-clinicos/filtro`). */
export function toCaseFilterSearch(state: CaseFilterState): CaseFilterSearch {
  const search: CaseFilterSearch = {
    assuntos: list(state.categories),
    dificuldade: list(state.difficulty),
    duracao: list(state.duration),
    situacao: list(state.status),
    pagina: state.page > 1 ? String(state.page) : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

/** Adds the value when absent, removes it when present; the result keeps `order`'s order. */
export function toggleValue<T extends string>(values: readonly T[], value: T, order: readonly T[]): T[] {
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return order.filter((item) => next.includes(item));
}
