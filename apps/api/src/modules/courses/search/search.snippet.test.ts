import { describe, expect, it } from 'vitest';
import { lessonSnippet, maxSnippetLength, plainText } from './search.snippet.ts';

const body = [
  'A córnea é a estrutura transparente anterior do olho.',
  '',
  '- Ceratocone: afinamento progressivo da córnea com astigmatismo irregular.',
  '- Frequência de transplantes aumenta.',
].join('\n');

describe('lessonSnippet', () => {
  it('maps the unaccented fragment back onto the body as written, as one plain line', () => {
    const headline = 'Ceratocone: afinamento progressivo da cornea com astigmatismo irregular.\n- Frequencia';
    expect(lessonSnippet(body, headline)).toBe(
      '…Ceratocone: afinamento progressivo da córnea com astigmatismo irregular. Frequência…',
    );
  });

  it('adds no ellipsis at the start or the end of the body', () => {
    expect(lessonSnippet('Glaucoma agudo.', 'Glaucoma agudo.')).toBe('Glaucoma agudo.');
    expect(lessonSnippet(body, 'A cornea e a estrutura')).toBe('A córnea é a estrutura…');
  });

  it('takes in the punctuation or list marker that ts_headline leaves out', () => {
    expect(lessonSnippet('- Crosslinking estabiliza o ceratocone.', 'Crosslinking estabiliza o ceratocone')).toBe(
      'Crosslinking estabiliza o ceratocone.',
    );
    expect(lessonSnippet('O ceratocone é comum.', 'ceratocone e comum')).toBe('O ceratocone é comum.');
    expect(lessonSnippet('Em geral o ceratocone é comum.', 'ceratocone e comum')).toBe('…ceratocone é comum.');
  });

  it('keeps at most 160 characters, cut at a word', () => {
    const long = `${'palavra '.repeat(60)}fim`;
    const snippet = lessonSnippet(long, long);
    expect(snippet.length).toBeLessThanOrEqual(maxSnippetLength);
    expect(snippet.endsWith('palavra…')).toBe(true);
  });

  it('falls back to the fragment when unaccent folded the body differently', () => {
    expect(lessonSnippet('Eﬁcácia do colírio', 'Eficacia do colirio')).toBe('Eficacia do colirio…');
  });

  it('gives an empty snippet for an empty body or fragment', () => {
    expect(lessonSnippet('', '')).toBe('');
    expect(lessonSnippet(body, '  ')).toBe('');
  });

  it('handles characters outside the basic plane', () => {
    expect(lessonSnippet('Olho 👁 e córnea', 'e cornea')).toBe('…e córnea');
  });
});

describe('plainText', () => {
  it('drops list markers and collapses whitespace', () => {
    expect(plainText('- um\n- dois\n\ntrês  quatro')).toBe('um dois três quatro');
  });
});
