import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 3: cristalino e glaucomas congênito e secundários (dados de demonstração). */
const catarata: DemoSubjectPath = ['Segmento Anterior', 'Cristalino', 'Catarata: diagnóstico e biometria'];
const complicacoes: DemoSubjectPath = ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia'];
const endoftalmite: DemoSubjectPath = [...complicacoes, 'Endoftalmite'];
const congenito: DemoSubjectPath = ['Segmento Anterior', 'Glaucoma', 'Glaucoma congênito'];
const secundarios: DemoSubjectPath = ['Segmento Anterior', 'Glaucoma', 'Glaucomas secundários'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: catarata,
    frente: 'Qual tipo de catarata o uso de corticoide causa?',
    verso: 'Subcapsular posterior.',
  },
  {
    subject: catarata,
    kind: 'cloze',
    frente: 'Fórmula SRK: P = A − {{c1::2,5}} × L − {{c2::0,9}} × K.',
    verso: 'P: poder da LIO; A: constante da lente; L: comprimento axial (mm); K: ceratometria média (D).',
  },
  {
    subject: catarata,
    frente: 'Qual fórmula biométrica é preferida em olhos curtos (menos de 22 mm)?',
    verso: 'Hoffer Q (Haigis e Barrett também são boas opções).',
  },
  {
    subject: catarata,
    kind: 'reversible',
    frente: 'Catarata em gota de óleo no lactente',
    verso: 'Galactosemia.',
  },
  {
    subject: catarata,
    kind: 'reversible',
    frente: 'Catarata em árvore de Natal (cristais policromáticos)',
    verso: 'Distrofia miotônica.',
  },
  {
    subject: catarata,
    frente: 'Catarata em girassol: quais causas?',
    verso: 'Depósito de cobre: doença de Wilson ou calcose por corpo estranho de cobre.',
  },
  {
    subject: catarata,
    frente: 'Até quando operar a catarata congênita densa unilateral para evitar ambliopia profunda?',
    verso: 'Até cerca de 6 semanas de vida (bilateral, até cerca de 8 a 10 semanas).',
  },
  {
    subject: complicacoes,
    kind: 'reversible',
    frente: 'Síndrome da íris frouxa intraoperatória',
    verso: 'Tansulosina (antagonista alfa-1A), mesmo após a suspensão.',
  },
  {
    subject: complicacoes,
    frente: 'Qual a conduta quando fragmentos do núcleo caem no vítreo?',
    verso: 'Vitrectomia via pars plana para removê-los.',
  },
  {
    subject: complicacoes,
    kind: 'cloze',
    frente:
      'A TASS surge em {{c1::12 a 24 horas}}, com edema de córnea de limbo a limbo, e responde a {{c2::corticoide}}.',
    verso: 'Cultura negativa; a endoftalmite aguda surge em geral em 3 a 7 dias.',
  },
  {
    subject: complicacoes,
    frente: 'Qual o tratamento da opacificação da cápsula posterior?',
    verso: 'Capsulotomia com Nd:YAG laser.',
  },
  {
    subject: complicacoes,
    kind: 'reversible',
    frente: 'Síndrome de Irvine-Gass',
    verso: 'Edema macular cistoide após facectomia, com pico por volta de 6 semanas.',
  },
  {
    subject: endoftalmite,
    kind: 'cloze',
    frente: 'No EVS, a vitrectomia imediata só trouxe benefício quando a visão era de {{c1::percepção luminosa}}.',
    verso: 'Com movimento de mãos ou melhor: punção vítrea e antibiótico intravítreo.',
  },
  {
    subject: endoftalmite,
    frente: 'Qual o agente mais comum da endoftalmite aguda pós-facectomia?',
    verso: 'Estafilococo coagulase-negativo (<em>S. epidermidis</em>).',
  },
  {
    subject: endoftalmite,
    frente: 'Endoftalmite crônica, semanas a meses após a cirurgia, com placa branca no saco capsular: qual agente?',
    verso: '<em>Cutibacterium</em> (antigo <em>Propionibacterium</em>) <em>acnes</em>.',
  },
  {
    subject: endoftalmite,
    frente: 'Qual antibiótico intracameral reduziu a endoftalmite no estudo ESCRS?',
    verso: 'Cefuroxima 1 mg/0,1 mL ao fim da facectomia.',
  },
  {
    subject: endoftalmite,
    frente: 'Qual medida profilática contra endoftalmite tem maior evidência?',
    verso: 'Antissepsia com iodopovidona 5% no fundo de saco conjuntival.',
  },
  {
    subject: secundarios,
    frente: 'Fechamento angular bilateral com miopização após iniciar topiramato: mecanismo e conduta?',
    verso:
      'Efusão ciliocoroidea com rotação anterior do corpo ciliar; suspender o topiramato, cicloplégico e hipotensores. Iridotomia não resolve e mióticos pioram.',
  },
  {
    subject: secundarios,
    frente: 'Quais os achados do glaucoma pigmentar?',
    verso:
      'Fuso de Krukenberg, defeitos de transiluminação radiais na média periferia da íris e trabeculado muito pigmentado; homem jovem míope.',
  },
  {
    subject: secundarios,
    frente: 'Quais as causas principais de glaucoma neovascular e seu tratamento?',
    verso:
      'Retinopatia diabética proliferativa, OVCR isquêmica e síndrome ocular isquêmica; anti-VEGF, panfotocoagulação e controle da PIO.',
  },
  {
    subject: secundarios,
    frente: 'O que é o glaucoma facolítico e como se trata?',
    verso:
      'Proteínas de catarata hipermadura obstruem o trabeculado (ângulo aberto, macrófagos); tratamento: facectomia.',
  },
  {
    subject: secundarios,
    kind: 'reversible',
    frente: 'Síndrome de Posner-Schlossman',
    verso:
      'Crises unilaterais de PIO muito alta com uveíte anterior leve e poucos precipitados ceráticos; associada ao CMV.',
  },
  {
    subject: secundarios,
    frente: 'Quais os achados e riscos cirúrgicos da síndrome de pseudoexfoliação?',
    verso: 'Material branco em alvo na cápsula anterior; zônulas frágeis e midríase ruim na facectomia.',
  },
  {
    subject: congenito,
    frente: 'Qual a tríade clássica do glaucoma congênito primário?',
    verso: 'Epífora, fotofobia e blefaroespasmo.',
  },
  {
    subject: congenito,
    kind: 'reversible',
    frente: 'Estrias de Haab',
    verso: 'Roturas horizontais ou curvilíneas da membrana de Descemet no glaucoma congênito.',
  },
  {
    subject: congenito,
    frente: 'Qual o tratamento do glaucoma congênito primário?',
    verso: 'Cirúrgico: goniotomia ou trabeculotomia; colírios servem só de ponte.',
  },
  {
    subject: congenito,
    kind: 'cloze',
    frente:
      'Diâmetro corneano horizontal acima de {{c1::12 mm}} no primeiro ano de vida sugere glaucoma congênito; o gene mais associado é o {{c2::CYP1B1}}.',
    verso: '',
  },
];
