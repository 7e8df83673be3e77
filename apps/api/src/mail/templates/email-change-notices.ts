import { renderMail, type RenderedMail } from './mail-layout.ts';

export interface EmailChangeNoticeInput {
  producerName: string;
  primaryColor?: string | null;
  userName: string;
  /** The address the account is moving (or moved) to. */
  newEmail: string;
}

const notYou =
  'Se não foi você, troque sua senha agora em “Esqueci minha senha” e fale com o suporte: quem fez o pedido sabia a sua senha.';

/** To the current address when a change of it is requested (nothing changes until the new one is confirmed). */
export function emailChangeRequestedMail({
  producerName,
  primaryColor,
  userName,
  newEmail,
}: EmailChangeNoticeInput): RenderedMail {
  return renderMail(`Pedido de troca do seu e-mail – ${producerName}`, {
    producerName,
    primaryColor,
    userName,
    title: 'Pedido de troca de e-mail',
    intro: [
      `Recebemos um pedido para trocar o e-mail da sua conta em ${producerName} para ${newEmail}.`,
      'A troca só acontece depois que o novo endereço for confirmado com o código que enviamos para ele. Até lá, nada muda.',
    ],
    outro: [notYou],
  });
}

/** To the previous address once the change is applied. */
export function emailChangedMail({
  producerName,
  primaryColor,
  userName,
  newEmail,
}: EmailChangeNoticeInput): RenderedMail {
  return renderMail(`Seu e-mail foi alterado – ${producerName}`, {
    producerName,
    primaryColor,
    userName,
    title: 'Seu e-mail foi alterado',
    intro: [
      `O e-mail da sua conta em ${producerName} agora é ${newEmail}.`,
      'Este endereço não recebe mais as mensagens da conta, e os outros aparelhos conectados foram desconectados.',
    ],
    outro: [notYou],
  });
}
