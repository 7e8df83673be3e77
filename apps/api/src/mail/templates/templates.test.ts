import { describe, expect, it } from 'vitest';
import {
  emailChangeCodeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailInUseMail,
  escapeHtml,
  loginLinkMail,
  passwordResetMail,
  validationCodeMail,
  verticalHandoffMail,
} from './index.ts';

const hostile = { producerName: 'Foco & "Oftalmo" <b>', userName: '<script>alert(1)</script>' };
const link = 'https://foco.example.com/auth/reset?token=abc&user=1';

describe('escapeHtml', () => {
  it('replaces the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('validationCodeMail', () => {
  const mail = validationCodeMail({ ...hostile, code: '123456', expiresInMinutes: 15 });

  it('puts the code in the subject and both bodies, with its validity', () => {
    expect(mail.subject).toBe('Seu código de confirmação: 123456');
    expect(mail.text).toContain('123456');
    expect(mail.html).toContain('123456');
    expect(mail.text).toContain('expira em 15 minutos');
    expect(mail.text).toContain('Se você não se cadastrou, ignore este e-mail');
  });

  it('escapes every interpolated value in the HTML and keeps the text plain', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Foco &amp; &quot;Oftalmo&quot; &lt;b&gt;');
    expect(mail.text).toContain('Olá, <script>alert(1)</script>!');
    expect(mail.text).toContain('Equipe Foco & "Oftalmo" <b>');
  });

  it('says "1 minuto" in the singular and greets without a name when there is none', () => {
    const single = validationCodeMail({ producerName: 'Lumen', userName: ' ', code: '000111', expiresInMinutes: 1 });
    expect(single.text).toContain('expira em 1 minuto.');
    expect(single.text.startsWith('Olá!\n')).toBe(true);
  });
});

describe('passwordResetMail', () => {
  const reset = passwordResetMail({ ...hostile, link, expiresInMinutes: 60, firstAccess: false });
  const firstAccess = passwordResetMail({ ...hostile, link, expiresInMinutes: 60, firstAccess: true });

  it('links to the reset page in both bodies, escaped in the HTML', () => {
    expect(reset.subject).toContain('Redefina sua senha');
    expect(reset.text).toContain(link);
    expect(reset.html).toContain('href="https://foco.example.com/auth/reset?token=abc&amp;user=1"');
    expect(reset.html).not.toContain('<script>');
    expect(reset.text).toContain('60 minutos');
  });

  it('invites a buyer to create a first password', () => {
    expect(firstAccess.subject).toContain('Crie sua senha de acesso');
    expect(firstAccess.text).toContain('Sua compra foi confirmada');
    expect(firstAccess.text).toContain(link);
    expect(firstAccess.text).not.toContain('redefinir');
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() =>
      passwordResetMail({ ...hostile, link: 'javascript:alert(1)', expiresInMinutes: 60, firstAccess: false }),
    ).toThrow();
  });
});

describe('loginLinkMail', () => {
  it('sends the sign-in link with its validity', () => {
    const mail = loginLinkMail({ ...hostile, link, expiresInMinutes: 20 });
    expect(mail.subject).toContain('Seu link de acesso');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('&amp;user=1');
    expect(mail.text).toContain('20 minutos');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('brand colour', () => {
  const button = (primaryColor?: string | null) =>
    loginLinkMail({ producerName: 'Lumen', userName: 'Ana', link, expiresInMinutes: 20, primaryColor }).html;

  it('paints the button with the primary colour and a readable text colour', () => {
    expect(button('#1E3A8A')).toContain('background:#1e3a8a;color:#ffffff');
    expect(button('#FACC15')).toContain('background:#facc15;color:#111111');
    expect(button('#fc0')).toContain('background:#ffcc00;color:#111111');
  });

  it('falls back to a neutral colour when none or no hex colour is given', () => {
    expect(button(undefined)).toContain('background:#1f2937;color:#ffffff');
    const injected = button('red;background:url(https://evil.example.com/x)');
    expect(injected).toContain('background:#1f2937');
    expect(injected).not.toContain('evil.example.com');
  });
});

describe('e-mail change and vertical sign-in messages', () => {
  const newEmail = 'nova<b>@example.com';

  it('sends the code to the new address with its validity, escaped', () => {
    const mail = emailChangeCodeMail({ ...hostile, code: '654321', expiresInMinutes: 15 });
    expect(mail.subject).toBe('Código para confirmar seu novo e-mail: 654321');
    expect(mail.text).toContain('expira em 15 minutos');
    expect(mail.html).toContain('654321');
    expect(mail.html).not.toContain('<script>');
  });

  it('tells the current address of a request and of the change, naming the new address, without a code or link', () => {
    for (const mail of [
      emailChangeRequestedMail({ ...hostile, newEmail }),
      emailChangedMail({ ...hostile, newEmail }),
    ]) {
      expect(mail.text).toContain(newEmail);
      expect(mail.html).toContain('nova&lt;b&gt;@example.com');
      expect(mail.text).not.toMatch(/https?:\/\/|\b\d{6}\b/);
      expect(mail.text).toContain('Esqueci minha senha');
    }
    expect(emailChangeRequestedMail({ ...hostile, newEmail }).text).toContain('Até lá, nada muda.');
  });

  it("tells a taken address's owner that someone tried to use it, with nothing to act on", () => {
    const mail = emailInUseMail(hostile);
    expect(mail.subject).toContain('Alguém tentou usar seu e-mail');
    expect(mail.text).toContain('nada foi alterado');
    expect(mail.html).not.toContain('<a href');
  });

  it('sends the vertical sign-in link with its validity', () => {
    const mail = verticalHandoffMail({ ...hostile, link, expiresInMinutes: 10 });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('10 minutos');
    expect(mail.html).not.toContain('<script>');
  });
});
