import { minutesText, renderMail, type RenderedMail } from './mail-layout.ts';

export interface LoginLinkMailInput {
  producerName: string;
  /** Button colour (hex); optional. */
  primaryColor?: string | null;
  userName: string;
  /** Absolute http(s) URL that signs the user in, one-time token included. */
  link: string;
  expiresInMinutes: number;
}

/** Passwordless sign-in: a one-time link that opens a session. */
export function loginLinkMail({
  producerName,
  primaryColor,
  userName,
  link,
  expiresInMinutes,
}: LoginLinkMailInput): RenderedMail {
  return renderMail(`Seu link de acesso – ${producerName}`, {
    producerName,
    primaryColor,
    userName,
    title: 'Seu link de acesso',
    intro: [`Use o botão abaixo para entrar em ${producerName} sem digitar sua senha.`],
    action: { kind: 'button', label: 'Entrar agora', href: link },
    outro: [
      `O link vale por ${minutesText(expiresInMinutes)} e só pode ser usado uma vez.`,
      'Se você não pediu este link, ignore este e-mail: sua conta continua protegida.',
    ],
  });
}
