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
});
