import { minutesText, renderMail, type RenderedMail } from './mail-layout.ts';

export interface PasswordResetMailInput {
  producerName: string;
  /** Button colour (hex); optional. */
  primaryColor?: string | null;
  userName: string;
  /** Absolute http(s) URL of the reset page, one-time token included. */
  link: string;
  expiresInMinutes: number;
  /** The account was created by a purchase and has no password yet: the buyer creates the first one. */
  firstAccess: boolean;
}

/** Password reset, or, for a buyer's first access, the invitation to create a password. */
export function passwordResetMail({
  producerName,
  primaryColor,
  userName,
  link,
  expiresInMinutes,
  firstAccess,
}: PasswordResetMailInput): RenderedMail {
  const validity = `O link vale por ${minutesText(expiresInMinutes)} e só pode ser usado uma vez.`;
  if (firstAccess) {
    return renderMail(`Crie sua senha de acesso – ${producerName}`, {
      producerName,
      primaryColor,
      userName,
      title: 'Crie sua senha de acesso',
      intro: [
        `Sua compra foi confirmada e sua conta em ${producerName} já está pronta.`,
        'Para entrar e começar a estudar, crie sua senha de acesso:',
      ],
      action: { kind: 'button', label: 'Criar minha senha', href: link },
      outro: [
        `${validity} Se ele expirar, peça um novo em “Esqueci minha senha” na tela de login.`,
        'Se você não fez essa compra, ignore este e-mail.',
      ],
    });
  }
  return renderMail(`Redefina sua senha – ${producerName}`, {
    producerName,
    primaryColor,
    userName,
    title: 'Redefina sua senha',
    intro: [`Recebemos um pedido para redefinir a senha da sua conta em ${producerName}.`],
    action: { kind: 'button', label: 'Redefinir senha', href: link },
    outro: [validity, 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.'],
  });
}
