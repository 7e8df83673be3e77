import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the statement subset', () => {
    const html = '<p>Paciente de <strong>62 anos</strong>, PIO 32 mmHg<sub>2</sub></p><ul><li>item</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and links', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><a href="javascript:x">b</a></p><img src="/x.svg" onerror="y()">',
    );
    expect(clean).toBe('<p>ab</p><img src="/x.svg">');
  });

  it("keeps a cloze's blank and revealed deletion, and no other class", () => {
    expect(sanitizeHtml('<p>PIO normal até <span class="cloze">[...]</span> mmHg</p>')).toBe(
      '<p>PIO normal até <span class="cloze">[...]</span> mmHg</p>',
    );
    expect(sanitizeHtml('<mark class="cloze">21</mark>')).toBe('<mark class="cloze">21</mark>');
    expect(sanitizeHtml('<span class="fixed inset-0 z-50">x</span><p class="cloze hidden">y</p>')).toBe(
      '<span>x</span><p>y</p>',
    );
  });
});
