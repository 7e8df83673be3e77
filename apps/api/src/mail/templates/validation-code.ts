import { minutesText, renderMail, type RenderedMail } from './mail-layout.ts';

export interface ValidationCodeMailInput {
  producerName: string;
  /** Button and code-box colour (hex); optional. */
  primaryColor?: string | null;
  userName: string;
  code: string;
  expiresInMinutes: number;
}

/** Sign-up confirmation: the code the new user types to confirm their e-mail. */
export function validationCodeMail({
  producerName,
  primaryColor,
  userName,
  code,
  expiresInMinutes,
}: ValidationCodeMailInput): RenderedMail {
  return renderMail(`Seu código de confirmação: ${code}`, {
    producerName,
    primaryColor,
    userName,
    title: 'Confirme seu e-mail',
    intro: [`Para concluir seu cadastro em ${producerName}, digite este código de confirmação:`],
    action: { kind: 'code', code },
    outro: [
      `O código expira em ${minutesText(expiresInMinutes)}.`,
      'Se você não se cadastrou, ignore este e-mail: nenhuma conta será confirmada sem o código.',
    ],
  });
}
