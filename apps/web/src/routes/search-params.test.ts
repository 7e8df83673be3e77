import { describe, expect, it } from 'vitest';
import {
  flashcardStudySearch,
  lessonSearch,
  loginLinkSearch,
  pageSearch,
  positionSearch,
  practiceSearch,
  querySearch,
} from './search-params.ts';

describe('search params', () => {
  it('reads each value of the address as text and drops the keys the route does not know', () => {
    expect(
      loginLinkSearch({
        token: 'abc',
        email: 'ana@example.com',
        qr: 'q1',
        redirect: '/page/offer/x/checkout',
        utm: 'm',
      }),
    ).toEqual({ token: 'abc', email: 'ana@example.com', qr: 'q1', redirect: '/page/offer/x/checkout' });
    expect(practiceSearch({ sessao: '9', questao: '3', revisao: '1' })).toEqual({
      sessao: '9',
      questao: '3',
      revisao: '1',
    });
  });

  it('a page a link gives as a number reads as its text', () => {
    // The router passes the raw search; the SearchSchemaInput brand only marks the input type for links.
    type PageInput = Parameters<typeof pageSearch>[0];
    expect(pageSearch({ page: 2 } as PageInput)).toEqual({ page: '2' });
    expect(pageSearch({ page: '3' } as PageInput)).toEqual({ page: '3' });
  });

  it('a missing value, a repeated key or an object reads as absent instead of failing the page', () => {
    expect(positionSearch({})).toEqual({ questao: undefined });
    expect(querySearch({ q: ['a', 'b'] })).toEqual({ q: undefined });
    expect(positionSearch({ questao: { n: 1 } })).toEqual({ questao: undefined });
  });

  it("a lesson's start `t` reads as whole seconds; anything else reads as absent", () => {
    expect(lessonSearch({ aula: '5', t: 754 })).toEqual({ aula: '5', t: '754' });
    expect(lessonSearch({ aula: '5', t: '0' })).toEqual({ aula: '5', t: '0' });
    for (const t of ['12.5', '-3', '1m30s', 'abc', '1234567'])
      expect(lessonSearch({ aula: '5', t })).toEqual({ aula: '5', t: undefined });
  });

  it('a flashcard study reads a deck, a track or the error notebook; other values read as absent', () => {
    expect(flashcardStudySearch({ deck: 12 })).toEqual({ deck: '12', trilha: undefined, erros: undefined });
    expect(flashcardStudySearch({ trilha: '7', erros: 1 })).toEqual({ deck: undefined, trilha: '7', erros: '1' });
    expect(flashcardStudySearch({ deck: 'abc', trilha: '-3', erros: 'sim' })).toEqual({
      deck: undefined,
      trilha: undefined,
      erros: undefined,
    });
  });
});
