/** Terms of use of a demo producer (version 1), in plain text with blank lines between paragraphs. */
export function demoTermsBody(producerName: string): string {
  return [
    `Estes Termos de Uso regem o acesso à área de membros de ${producerName}. Ao aceitá-los, você declara ter lido e concordado com as condições abaixo.`,
    '1. Acesso pessoal e intransferível. Sua conta é só sua: não compartilhe login e senha. Por segurança, permitimos uma sessão ativa por vez; um novo login encerra a sessão anterior.',
    '2. Conteúdo. Aulas, questões, casos clínicos, flashcards e materiais são protegidos por direitos autorais e servem ao seu estudo pessoal. É proibido copiar, gravar, redistribuir ou revender o conteúdo.',
    '3. Finalidade educacional. O conteúdo apoia a preparação para provas de residência e título de especialista e não substitui o julgamento clínico nem as diretrizes oficiais.',
    '4. Dados pessoais. Tratamos seus dados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), para oferecer o serviço, acompanhar seu progresso e prestar suporte. Você pode pedir acesso, correção ou exclusão pelo suporte.',
    '5. Prazo de acesso. O acesso vale pelo período do produto adquirido ou da degustação gratuita, indicado em "Meus acessos".',
    '6. Alterações. Podemos atualizar estes termos; quando isso acontecer, pediremos um novo aceite antes de você continuar.',
  ].join('\n\n');
}
