import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 7: acessos vasculares (hemodiálise e venosos centrais). */
const hemodialise = ['Trauma, Acessos e Fundamentos', 'Acessos Vasculares', 'Acessos para hemodiálise'] as const;
const fav: DemoSubjectPath = [...hemodialise, 'Fístula arteriovenosa'];
const cateteres: DemoSubjectPath = [...hemodialise, 'Cateteres de hemodiálise'];
const complicacoes: DemoSubjectPath = [...hemodialise, 'Complicações do acesso'];
const central: DemoSubjectPath = ['Trauma, Acessos e Fundamentos', 'Acessos Vasculares', 'Acessos venosos centrais'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: fav,
    kind: 'reversible',
    frente: 'Fístula de Brescia-Cimino',
    verso: 'Fístula arteriovenosa radiocefálica no punho, o primeiro acesso de escolha para hemodiálise',
  },
  {
    subject: fav,
    kind: 'cloze',
    frente:
      'Regra dos 6 da fístula madura: fluxo maior que {{c1::600 mL/min}}, diâmetro maior que {{c2::6 mm}} e profundidade menor que 6 mm, em cerca de 6 semanas.',
    verso: '',
  },
  {
    subject: fav,
    frente: 'Qual a ordem de preferência na confecção do acesso para hemodiálise?',
    verso: 'Fístula autóloga antes de prótese, distal antes de proximal, braço não dominante antes do dominante.',
  },
  {
    subject: fav,
    frente: 'Por que evitar punções venosas e PICC no braço de paciente com doença renal crônica avançada?',
    verso: 'Para preservar as veias do futuro acesso e evitar estenose venosa central.',
  },
  {
    subject: fav,
    frente: 'Qual o diâmetro mínimo usual da veia cefálica para uma fístula radiocefálica?',
    verso: 'Cerca de 2,0 a 2,5 mm ao ultrassom com garrote.',
  },
  {
    subject: fav,
    frente: 'Após quanto tempo uma prótese de PTFE convencional pode ser puncionada?',
    verso: 'Em geral após 2 a 3 semanas, quando o edema cede e a prótese se incorpora.',
  },
  {
    subject: cateteres,
    frente: 'Qual a veia de escolha para o cateter de hemodiálise?',
    verso: 'A jugular interna direita, pelo trajeto retilíneo até o átrio.',
  },
  {
    subject: cateteres,
    frente: 'Por que evitar a veia subclávia para cateter de hemodiálise?',
    verso: 'Pelo alto risco de estenose venosa central, que inviabiliza acessos futuros no braço ipsilateral.',
  },
  {
    subject: cateteres,
    frente: 'Bacteremia por Staphylococcus aureus em cateter de hemodiálise: qual a conduta?',
    verso: 'Retirar o cateter, colher hemoculturas e tratar com antibiótico sistêmico; pesquisar endocardite.',
  },
  {
    subject: cateteres,
    frente: 'Onde deve ficar a ponta do cateter de hemodiálise tunelizado?',
    verso: 'No átrio direito (ou na junção cavoatrial), para fluxo adequado.',
  },
  {
    subject: complicacoes,
    kind: 'reversible',
    frente: 'Síndrome do roubo do acesso (DASS)',
    verso: 'Isquemia da mão distal a uma fístula arteriovenosa, por desvio de fluxo arterial para o acesso',
  },
  {
    subject: complicacoes,
    frente: 'Qual a cirurgia clássica para a síndrome do roubo que preserva a fístula?',
    verso: 'DRIL: revascularização distal com ligadura do intervalo arterial.',
  },
  {
    subject: complicacoes,
    frente: 'Qual a causa mais comum de falência da prótese arteriovenosa?',
    verso: 'Estenose por hiperplasia neointimal na anastomose venosa, que leva à trombose.',
  },
  {
    subject: complicacoes,
    frente: 'Fístula com pulso forte e frêmito fraco: o que sugere?',
    verso: 'Estenose na via de saída venosa (a jusante da fístula).',
  },
  {
    subject: complicacoes,
    frente: 'Edema de todo o braço e de face com fístula funcionante: qual a suspeita?',
    verso: 'Estenose ou oclusão venosa central (subclávia ou braquiocefálica); tratar com angioplastia.',
  },
  {
    subject: complicacoes,
    kind: 'cloze',
    frente:
      'A fístula de alto fluxo pode causar {{c1::insuficiência cardíaca de alto débito}}; fluxo acima de cerca de {{c2::1,5 a 2 L/min}} merece atenção.',
    verso: 'Tratamento: redução do fluxo (banding) ou ligadura.',
  },
  {
    subject: central,
    frente: 'Qual o benefício da punção venosa central guiada por ultrassom?',
    verso: 'Menos tentativas, punções arteriais e pneumotórax, sobretudo na veia jugular interna.',
  },
  {
    subject: central,
    frente: 'Qual sítio de cateter venoso central tem maior risco de pneumotórax e qual tem maior risco de infecção?',
    verso: 'Pneumotórax: subclávia. Infecção e trombose: femoral.',
  },
  {
    subject: central,
    frente: 'Suspeita de embolia gasosa durante a passagem de cateter central: qual a posição do paciente?',
    verso: 'Decúbito lateral esquerdo com Trendelenburg (manobra de Durant), com oxigênio a 100%.',
  },
  {
    subject: central,
    kind: 'reversible',
    frente: 'Técnica de Seldinger',
    verso: 'Punção com agulha, passagem de fio-guia, retirada da agulha e introdução do cateter sobre o fio',
  },
  {
    subject: central,
    kind: 'cloze',
    frente:
      'A ponta do cateter venoso central deve ficar na {{c1::junção da veia cava superior com o átrio direito}}; na radiografia, ela fica pouco abaixo da {{c2::carina}}.',
    verso: '',
  },
];
