import { buttonColors } from './brand-colors.ts';
import { escapeHtml } from './escape-html.ts';

/** What a message asks the reader to use: a link behind a button, or a code to type. */
type MailAction = { kind: 'button'; label: string; href: string } | { kind: 'code'; code: string };

/** One message's content as plain strings; renderMail escapes every one of them for the HTML body. */
export interface MailContent {
  producerName: string;
  /** Button (or code box) background; a hex colour, anything else falls back to a neutral dark grey. */
  primaryColor?: string | null | undefined;
  userName: string;
  title: string;
  /** Paragraphs before the action. */
  intro: readonly string[];
  /** None for a notice that asks for nothing. */
  action?: MailAction;
  /** Paragraphs after the action (validity, what to do if it was not you). */
  outro: readonly string[];
}

/** The subject and both bodies every template returns. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** "1 minuto", "30 minutos". */
export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

function greeting(userName: string): string {
  const name = userName.trim();
  return name ? `Olá, ${name}!` : 'Olá!';
}

/** Links go out only as absolute http(s) URLs (no javascript: or data: in an href). */
function checkedHref(href: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(href)) throw new Error('mail links must be absolute http(s) URLs');
  return href;
}

const signature = (producerName: string) => `Equipe ${producerName}`;
const automaticNote = 'Este é um e-mail automático; não é preciso respondê-lo.';

function textBody(content: MailContent): string {
  const { action } = content;
  const actionText = !action
    ? []
    : [action.kind === 'code' ? action.code : `${action.label}: ${checkedHref(action.href)}`];
  const blocks = [
    greeting(content.userName),
    ...content.intro,
    ...actionText,
    ...content.outro,
    signature(content.producerName),
  ];
  return `${blocks.join('\n\n')}\n\n-- \n${automaticNote}\n`;
}

const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937';

function paragraph(text: string): string {
  return `<p style="${paragraphStyle}">${escapeHtml(text)}</p>`;
}

function actionHtml(action: MailAction, primaryColor: string | null | undefined): string {
  const { background, foreground } = buttonColors(primaryColor);
  const box = `background:${background};color:${foreground};border-radius:8px;font-weight:700`;
  if (action.kind === 'code') {
    return `<p style="margin:24px 0;text-align:center"><span style="${box};display:inline-block;padding:12px 24px;font-size:28px;letter-spacing:6px;font-family:monospace">${escapeHtml(action.code)}</span></p>`;
  }
  const href = escapeHtml(checkedHref(action.href));
  return [
    `<p style="margin:24px 0;text-align:center"><a href="${href}" style="${box};display:inline-block;padding:14px 28px;font-size:16px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>`,
  ].join('\n');
}

function htmlBody(content: MailContent): string {
  const producer = escapeHtml(content.producerName);
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px"><tr><td style="padding:32px 28px">
<p style="margin:0 0 24px;font-size:14px;font-weight:700;color:#4b5563">${producer}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827">${escapeHtml(content.title)}</h1>
${[greeting(content.userName), ...content.intro].map(paragraph).join('\n')}
${content.action ? actionHtml(content.action, content.primaryColor) : ''}
${[...content.outro, signature(content.producerName)].map(paragraph).join('\n')}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(automaticNote)}</p>
</td></tr></table>
</body>
</html>
`;
}

/** The message in plain text and HTML, from the same content. */
export function renderMail(subject: string, content: MailContent): RenderedMail {
  return { subject, text: textBody(content), html: htmlBody(content) };
}
