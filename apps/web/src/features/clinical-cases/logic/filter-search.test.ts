import { describe, expect, it } from 'vitest';
import { parseCaseFilterSearch, toCaseFilterSearch, toggleValue } from './filter-search.ts';
import { ticksOf, toggleSubject } from './subject-ticks.ts';

const tree = [
  {
    id: 1,
    label: 'Clínica',
    children: [
      { id: 2, label: 'Cardio' },
      { id: 3, label: 'Pneumo' },
    ],
  },
  { id: 4, label: 'Cirurgia' },
];

describe('the filter in the address', () => {
  it('reads lists, drops unknown values and malformed ids, keeps the contract order', () => {
    expect(
      parseCaseFilterSearch({
        assuntos: '2,x,0,2,4',
        dificuldade: 'hard,easy,extreme',
        duracao: 'long',
        situacao: 'finished,new',
        pagina: '3',
      }),
    ).toEqual({
      categories: [2, 4],
      difficulty: ['easy', 'hard'],
      duration: ['long'],
      status: ['new', 'finished'],
      page: 3,
    });
  });

  it('reads an empty address as no filter on page 1, and writes it back empty', () => {
    const state = parseCaseFilterSearch({});
    expect(state).toEqual({ categories: [], difficulty: [], duration: [], status: [], page: 1 });
    expect(toCaseFilterSearch(state)).toEqual({});
  });

  it('writes what it reads', () => {
    const search = { assuntos: '1,4', dificuldade: 'medium', situacao: 'in_progress', pagina: '2' };
    expect(toCaseFilterSearch(parseCaseFilterSearch(search))).toEqual(search);
  });

  it('toggles a facet value in the given order', () => {
    expect(toggleValue(['hard'], 'easy', ['easy', 'medium', 'hard'])).toEqual(['easy', 'hard']);
    expect(toggleValue(['easy', 'hard'], 'easy', ['easy', 'medium', 'hard'])).toEqual(['hard']);
  });
});

describe('subject ticks', () => {
  it('a listed subject ticks its subtree; an id not in the tree ticks nothing', () => {
    expect([...ticksOf([1, 99], tree)].sort()).toEqual([1, 2, 3]);
  });

  it('ticking every child gives their ids; unticking a child of a ticked parent leaves its sibling', () => {
    expect(toggleSubject([2], tree, { id: 3, label: 'Pneumo' })).toEqual([2, 3]);
    expect(toggleSubject([1], tree, { id: 2, label: 'Cardio' })).toEqual([3]);
    expect(toggleSubject([], tree, tree[0]!)).toEqual([1]);
  });
});
