import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition, safeFileName } from './course-files.disposition.ts';

describe('safeFileName', () => {
  it('keeps a plain name, accents and its extension', () => {
    expect(safeFileName('Apostila Córnea.pdf', 'x')).toBe('Apostila Córnea.pdf');
    expect(safeFileName("Resumo D'Ávila.pdf", 'x')).toBe("Resumo D'Ávila.pdf");
  });

  it('drops folders, quotes, control characters and leading dots', () => {
    expect(safeFileName('../../etc/"passwd".pdf', 'x')).toBe('passwd.pdf');
    expect(safeFileName('..\\..\\windows\\win.ini', 'x')).toBe('win.ini');
    expect(safeFileName('a\r\nContent-Type: text.pdf', 'x')).toBe('aContent-Type text.pdf');
    expect(safeFileName('.bashrc', 'apostila-1')).toBe('apostila-1.bashrc');
    expect(safeFileName('\u202Efdp.exe', 'x')).toBe('fdp.exe');
    expect(safeFileName('a\uD800b.pdf', 'x')).toBe('ab.pdf');
  });

  it('falls back when nothing remains', () => {
    expect(safeFileName('../', 'apostila-7')).toBe('apostila-7');
    expect(safeFileName('"""', 'apostila-7')).toBe('apostila-7');
    expect(safeFileName('/etc/.pdf', 'apostila-7')).toBe('apostila-7.pdf');
  });

  it('shortens a long name in its stem and keeps the extension', () => {
    const name = safeFileName(`${'á'.repeat(300)}.pdf`, 'x');
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('á.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name percent-encoded', () => {
    expect(attachmentDisposition('Apostila Córnea.pdf', 'x')).toBe(
      `attachment; filename="Apostila Cornea.pdf"; filename*=UTF-8''Apostila%20C%C3%B3rnea.pdf`,
    );
    expect(attachmentDisposition("(D'Ávila)*.pdf", 'x')).toBe(
      `attachment; filename="(D'Avila).pdf"; filename*=UTF-8''%28D%27%C3%81vila%29.pdf`,
    );
  });

  it('never lets a hostile name break out of the header value', () => {
    const header = attachmentDisposition('../../etc/"passwd".pdf', 'x');
    expect(header).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
  });

  it('replaces what ASCII cannot hold', () => {
    expect(asciiFileName('Olho 👁 ß.pdf')).toBe('Olho __ _.pdf');
  });
});
