import { minutesText, renderMail, type RenderedMail } from './mail-layout.ts';

interface Brand {
  producerName: string;
  /** Button and code-box colour (hex); optional. */
  primaryColor?: string | null;
  userName: string;
}

export interface EmailChangeCodeMailInput extends Brand {
  code: string;
  expiresInMinutes: number;
}

/** To the new address of an e-mail change: the code that proves the learner reads it. */
export function emailChangeCodeMail({
  producerName,
  primaryColor,
  userName,
  code,
  expiresInMinutes,
}: EmailChangeCodeMailInput): RenderedMail {
  return renderMail(`Código para confirmar seu novo e-mail: ${code}`, {
    producerName,
    primaryColor,
    userName,
    title: 'Confirme seu novo e-mail',
    intro: [
      `Recebemos um pedido para usar este endereço na sua conta em ${producerName}. Para confirmar, digite este código:`,
    ],
    action: { kind: 'code', code },
    outro: [
      `O código expira em ${minutesText(expiresInMinutes)}.`,
      'Se você não pediu essa troca, ignore este e-mail: este endereço não será usado sem o código.',
    ],
  });
}

/**
 * To an address already used by an account of the producer, when another account asked to move to it: the
 * requester is answered as if it were free, so only the address's owner learns of the attempt.
 */
export function emailInUseMail({ producerName, primaryColor, userName }: Brand): RenderedMail {
  return renderMail(`Alguém tentou usar seu e-mail – ${producerName}`, {
    producerName,
    primaryColor,
    userName,
    title: 'Alguém tentou usar seu e-mail',
    intro: [
      `Alguém pediu para usar este endereço em outra conta de ${producerName}.`,
      'Como ele já pertence à sua conta, nada foi alterado e nenhum código foi enviado.',
    ],
    outro: [
      'Se foi você, entre na sua conta com este e-mail (use “Esqueci minha senha” se precisar).',
      'Se não foi você, não é preciso fazer nada: sua conta continua protegida.',
    ],
  });
}
