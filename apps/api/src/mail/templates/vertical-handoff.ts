import { minutesText, renderMail, type RenderedMail } from './mail-layout.ts';

export interface VerticalHandoffMailInput {
  /** The producer of the account the link signs into. */
  producerName: string;
  primaryColor?: string | null;
  userName: string;
  /** Absolute http(s) URL on that producer's site, one-time token included. */
  link: string;
  expiresInMinutes: number;
}

/** "Entrar em outra especialidade" when the address is not proven on both sides: a link to the account's owner. */
export function verticalHandoffMail({
  producerName,
  primaryColor,
  userName,
  link,
  expiresInMinutes,
}: VerticalHandoffMailInput): RenderedMail {
  return renderMail(`Seu link para entrar em ${producerName}`, {
    producerName,
    primaryColor,
    userName,
    title: `Entrar em ${producerName}`,
    intro: [
      `Você pediu para entrar na sua conta em ${producerName} a partir de outra especialidade. Use o botão abaixo:`,
    ],
    action: { kind: 'button', label: 'Entrar agora', href: link },
    outro: [
      `O link vale por ${minutesText(expiresInMinutes)} e só pode ser usado uma vez.`,
      'Se você não pediu este link, ignore este e-mail: ninguém entra na sua conta sem ele.',
    ],
  });
}
