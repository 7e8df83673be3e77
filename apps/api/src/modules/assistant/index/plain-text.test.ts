import { describe, expect, it } from 'vitest';
import { clozeToText, decodeEntities, htmlToText, markupToText } from './plain-text.ts';

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks apart and drops inline tags', () => {
    expect(
      htmlToText('<p>Homem de <strong>58 anos</strong>, PA 80/40.</p><p>Qual a conduta?<br>Escolha uma.</p>'),
    ).toBe('Homem de 58 anos, PA 80/40.\n\nQual a conduta?\nEscolha uma.');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('<p>Antes</p><script>alert("x")</script><style>p{}</style><!-- nota -->Depois')).toBe(
      'Antes\n\nDepois',
    );
  });

  it('decodes entities once, after the tags, so escaped markup stays text', () => {
    expect(htmlToText('<p>PA &lt; 90 &amp;&amp; FC &gt; 120 &#8211; choque &#x2014; &nbsp;&ccedil;</p>')).toBe(
      'PA < 90 && FC > 120 – choque — &ccedil;',
    );
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('reads a reference to nothing printable as nothing', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#1114112;d')).toBe('abcd');
  });

  it('turns list items and table cells into lines and words', () => {
    expect(htmlToText('<ul><li>Um</li><li>Dois</li></ul><table><tr><td>A</td><td>B</td></tr></table>')).toBe(
      'Um\n\nDois\n\nA B',
    );
  });
});

describe('markupToText', () => {
  it('removes the markdown-light markers of lesson bodies and keeps items as lines', () => {
    expect(markupToText('## Título\nTexto com **negrito**.\n\n- Item um\n- Item dois\n1. Passo')).toBe(
      'Título\nTexto com negrito.\n\nItem um\nItem dois\nPasso',
    );
  });

  it('strips HTML when the body has tags', () => {
    expect(markupToText('<p>Primeiro</p><ul><li>- item</li></ul>')).toBe('Primeiro\n\nitem');
  });
});

describe('clozeToText', () => {
  it('renders deletions as their text and drops the hints', () => {
    expect(clozeToText('A {{c1::creatinina::exame}} sobe na {{c2::LRA}}.')).toBe('A creatinina sobe na LRA.');
  });
});
