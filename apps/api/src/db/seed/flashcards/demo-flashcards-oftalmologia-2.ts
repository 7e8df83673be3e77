import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 2: córnea e superfície ocular (dados de demonstração em português). */
const cornea = ['Segmento Anterior', 'Córnea e Superfície Ocular'] as const;
const ceratites = [...cornea, 'Ceratites infecciosas'] as const;
const bacteriana: DemoSubjectPath = [...ceratites, 'Ceratite bacteriana'];
const fungica: DemoSubjectPath = [...ceratites, 'Ceratite fúngica'];
const herpetica: DemoSubjectPath = [...ceratites, 'Ceratite herpética'];
const acanthamoeba: DemoSubjectPath = [...ceratites, 'Ceratite por Acanthamoeba'];
const ceratocone: DemoSubjectPath = [...cornea, 'Ceratocone e ectasias'];
const olhoSeco: DemoSubjectPath = [...cornea, 'Olho seco e blefarite'];
const transplante: DemoSubjectPath = [...cornea, 'Transplante e distrofias de córnea'];
const trilha = 'Ceratites infecciosas';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: bacteriana,
    frente: 'Qual o agente mais comum de ceratite bacteriana em usuário de lente de contato?',
    verso: '<em>Pseudomonas aeruginosa</em>.',
    track: trilha,
  },
  {
    subject: bacteriana,
    frente: 'Qual o esquema empírico clássico para úlcera bacteriana grave ou central?',
    verso: 'Colírios fortificados de cefazolina 50 mg/mL e tobramicina 14 mg/mL, alternados de hora em hora.',
  },
  {
    subject: bacteriana,
    kind: 'cloze',
    frente:
      'Regra 1-2-3 para colher cultura: reação de câmara anterior ≥ {{c1::1+}}, infiltrado ≥ {{c2::2 mm}} ou a até {{c3::3 mm}} do centro.',
    verso: 'Também se cultivam úlceras atípicas ou sem resposta ao tratamento empírico.',
  },
  {
    subject: bacteriana,
    frente: 'Quais bactérias penetram o epitélio corneano íntegro?',
    verso:
      '<em>Neisseria gonorrhoeae</em>, <em>N. meningitidis</em>, <em>Corynebacterium diphtheriae</em>, <em>Listeria</em> e <em>Haemophilus aegyptius</em>.',
  },
  {
    subject: fungica,
    frente: 'Qual o fator de risco clássico da ceratite por fungo filamentoso?',
    verso: 'Trauma corneano com matéria vegetal, sobretudo em trabalhadores rurais.',
    track: trilha,
  },
  {
    subject: fungica,
    frente: 'Como é o infiltrado da ceratite fúngica filamentosa?',
    verso: 'Acinzentado, seco e elevado, com bordas plumosas, lesões satélites, placa endotelial e hipópio.',
  },
  {
    subject: fungica,
    kind: 'cloze',
    frente:
      'No estudo MUTT I, a natamicina foi superior ao {{c1::voriconazol}} tópico, sobretudo nas úlceras por <em>{{c2::Fusarium::gênero}}</em>.',
    verso: '',
    track: trilha,
  },
  {
    subject: fungica,
    frente: 'Qual o antifúngico tópico de escolha na ceratite por <em>Candida</em>?',
    verso: 'Anfotericina B 0,15%.',
  },
  {
    subject: herpetica,
    frente: 'Como tratar a ceratite herpética epitelial (dendrítica)?',
    verso:
      'Antiviral: aciclovir pomada 3% ou ganciclovir gel 0,15%, 5 vezes ao dia, ou aciclovir oral 400 mg 5 vezes ao dia.',
  },
  {
    subject: herpetica,
    frente: 'Qual profilaxia reduziu as recorrências herpéticas no HEDS?',
    verso: 'Aciclovir oral 400 mg 2 vezes ao dia por 12 meses: recorrência reduzida em cerca de metade.',
    track: trilha,
  },
  {
    subject: herpetica,
    kind: 'cloze',
    frente:
      'Na ceratite herpética a sensibilidade corneana está {{c1::diminuída}}; a ceratite estromal é tratada com {{c2::corticoide tópico}} sob cobertura antiviral.',
    verso: '',
  },
  {
    subject: herpetica,
    kind: 'reversible',
    frente: 'Sinal de Hutchinson',
    verso:
      'Vesículas na ponta do nariz (ramo nasociliar do V1) no herpes-zóster oftálmico, com maior risco de acometimento ocular.',
    track: trilha,
  },
  {
    subject: herpetica,
    frente: 'O que é a úlcera geográfica herpética?',
    verso: 'Dendrito que se alarga em úlcera ameboide, favorecido pelo uso indevido de corticoide.',
  },
  {
    subject: acanthamoeba,
    frente: 'Qual o tratamento da ceratite por <em>Acanthamoeba</em>?',
    verso: 'Biguanidas tópicas (PHMB 0,02% ou clorexidina 0,02%), com ou sem diamidina (propamidina), por meses.',
    track: trilha,
  },
  {
    subject: acanthamoeba,
    frente: 'Qual exame in vivo mostra os cistos de <em>Acanthamoeba</em> na córnea?',
    verso: 'Microscopia confocal.',
  },
  {
    subject: acanthamoeba,
    frente: 'Quais hábitos de lente de contato predispõem à ceratite por <em>Acanthamoeba</em>?',
    verso: 'Contato com água de torneira ou de piscina, nadar com a lente e soluções caseiras.',
  },
  {
    subject: ceratocone,
    kind: 'cloze',
    frente:
      'No ceratocone, o afinamento costuma ser {{c1::inferior}} paracentral; a pálpebra inferior em V ao olhar para baixo é o sinal de {{c2::Munson}}.',
    verso: '',
  },
  {
    subject: ceratocone,
    kind: 'reversible',
    frente: 'Anel de Fleischer',
    verso: 'Depósito de ferro no epitélio em torno da base do cone no ceratocone.',
  },
  {
    subject: ceratocone,
    kind: 'reversible',
    frente: 'Estrias de Vogt',
    verso: 'Linhas verticais finas no estroma posterior do ceratocone, que somem à pressão sobre o globo.',
  },
  {
    subject: ceratocone,
    frente: 'O que é a hidropsia aguda no ceratocone e como se trata?',
    verso:
      'Rotura da membrana de Descemet com edema estromal súbito; tratamento conservador (salina hipertônica, cicloplégico).',
  },
  {
    subject: ceratocone,
    frente: 'O que faz o crosslinking e qual a espessura mínima no protocolo de Dresden?',
    verso:
      'Riboflavina com UVA enrijece o estroma e estabiliza o ceratocone em progressão; exige paquimetria ≥ 400 µm.',
  },
  {
    subject: ceratocone,
    frente: 'Quais condições se associam ao ceratocone?',
    verso:
      'Atopia e hábito de coçar os olhos, síndrome de Down, amaurose congênita de Leber, Ehlers-Danlos e síndrome da pálpebra frouxa.',
  },
  {
    subject: olhoSeco,
    kind: 'cloze',
    frente:
      'O olho seco divide-se em deficiência {{c1::aquosa}} e {{c2::evaporativa}}; a causa mais comum desta é a disfunção das glândulas de {{c3::Meibomius}}.',
    verso: '',
  },
  {
    subject: olhoSeco,
    frente: 'Qual valor do teste de Schirmer I (sem anestesia) indica olho seco?',
    verso: '≤ 5 mm em 5 minutos.',
  },
  {
    subject: olhoSeco,
    frente: 'Qual tempo de ruptura do filme lacrimal é anormal?',
    verso: 'Menos de 10 segundos.',
  },
  {
    subject: olhoSeco,
    frente: 'Quais corantes avaliam o dano conjuntival no olho seco?',
    verso: 'Lisamina verde e rosa bengala.',
  },
  {
    subject: olhoSeco,
    frente: 'Como tratar a blefarite posterior (disfunção meibomiana)?',
    verso: 'Compressas mornas e higiene palpebral; nos refratários, doxiciclina ou azitromicina oral.',
  },
  {
    subject: olhoSeco,
    kind: 'reversible',
    frente: 'Colaretes cilíndricos na base dos cílios',
    verso: 'Blefarite por <em>Demodex</em>.',
  },
  {
    subject: transplante,
    frente: 'Qual camada é acometida na distrofia de Fuchs e qual o quadro?',
    verso: 'Endotélio: guttae e edema corneano, com visão pior ao acordar.',
  },
  {
    subject: transplante,
    kind: 'reversible',
    frente: 'DMEK',
    verso: 'Ceratoplastia endotelial que transplanta só a membrana de Descemet com o endotélio.',
  },
  {
    subject: transplante,
    frente: 'Qual sinal caracteriza a rejeição endotelial do enxerto de córnea?',
    verso: 'Linha de Khodadoust: linha de precipitados endoteliais que avança, com edema do enxerto.',
  },
  {
    subject: transplante,
    kind: 'cloze',
    frente:
      'Distrofias estromais: {{c1::macular}} (autossômica recessiva, glicosaminoglicanos), {{c2::granular}} (hialina) e {{c3::lattice}} (amiloide).',
    verso: 'Granular e lattice são autossômicas dominantes, ligadas ao gene TGFBI.',
  },
];
