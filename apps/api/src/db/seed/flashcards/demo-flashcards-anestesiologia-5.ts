import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 5: junção neuromuscular e anestésicos locais (dados de demonstração). */
const juncao = ['Farmacologia', 'Junção Neuromuscular'] as const;
const bnm = [...juncao, 'Bloqueadores neuromusculares'] as const;
const bloqueadores: DemoSubjectPath = bnm;
const succinilcolina: DemoSubjectPath = [...bnm, 'Succinilcolina'];
const reversao: DemoSubjectPath = [...bnm, 'Reversão do bloqueio neuromuscular'];
const doencas: DemoSubjectPath = [...juncao, 'Doenças neuromusculares'];
const farmacologiaAl = ['Anestesia Regional', 'Farmacologia dos Anestésicos Locais'] as const;
const locais: DemoSubjectPath = [...farmacologiaAl, 'Anestésicos locais'];
const propriedades: DemoSubjectPath = [...farmacologiaAl, 'Anestésicos locais', 'Propriedades físico-químicas'];
const last: DemoSubjectPath = [...farmacologiaAl, 'Anestésicos locais', 'Intoxicação sistêmica por anestésicos locais'];
const adjuvantes: DemoSubjectPath = [...farmacologiaAl, 'Adjuvantes em anestesia regional'];
const trilhaBnm = 'Bloqueio neuromuscular';
const trilhaLast = 'Intoxicação sistêmica por anestésicos locais';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: succinilcolina,
    frente: 'Por que a succinilcolina causa hipercalemia grave em queimados e desnervados?',
    verso:
      'Proliferação de receptores de acetilcolina extrajuncionais (imaturos), que liberam potássio em todo o músculo.',
    track: trilhaBnm,
  },
  {
    subject: succinilcolina,
    kind: 'reversible',
    frente: 'Bloqueio de fase II',
    verso:
      'Bloqueio com características de não despolarizante (fade ao TOF) após doses altas ou repetidas de succinilcolina.',
  },
  {
    subject: succinilcolina,
    frente: 'Quais os efeitos adversos da succinilcolina?',
    verso:
      'Hipercalemia, bradicardia, mialgia, fasciculações, aumento das pressões intraocular, intragástrica e intracraniana, e hipertermia maligna.',
  },
  {
    subject: succinilcolina,
    kind: 'cloze',
    frente:
      'A succinilcolina é hidrolisada pela {{c1::colinesterase plasmática::enzima}}; o número de dibucaína é a porcentagem de {{c2::inibição}} dessa enzima pela dibucaína.',
    verso: 'Normal: cerca de 80; homozigoto atípico: cerca de 20, com bloqueio de horas.',
  },
  {
    subject: bloqueadores,
    kind: 'reversible',
    frente: 'Eliminação de Hofmann',
    verso:
      'Degradação espontânea, dependente de pH e temperatura, do cisatracúrio e do atracúrio, que independe de fígado e rim.',
    track: trilhaBnm,
  },
  {
    subject: bloqueadores,
    frente: 'Quais fatores potencializam os bloqueadores não despolarizantes?',
    verso: 'Inalatórios, aminoglicosídeos, magnésio, lítio, anestésicos locais, hipotermia, acidose e hipocalemia.',
    track: trilhaBnm,
  },
  {
    subject: bloqueadores,
    frente: 'Qual bloqueador libera histamina: atracúrio ou cisatracúrio?',
    verso: 'Atracúrio; o cisatracúrio praticamente não libera.',
  },
  {
    subject: bloqueadores,
    frente: 'Qual efeito cardiovascular do pancurônio?',
    verso: 'Taquicardia, por efeito vagolítico.',
  },
  {
    subject: bloqueadores,
    frente: 'Qual a via principal de eliminação do rocurônio?',
    verso: 'Hepatobiliar, com parte renal.',
  },
  {
    subject: reversao,
    kind: 'reversible',
    frente: 'Ciclodextrina modificada que encapsula rocurônio e vecurônio',
    verso: 'Sugamadex.',
    track: trilhaBnm,
  },
  {
    subject: reversao,
    frente: 'Qual a dose de sugamadex quando T2 já reapareceu no TOF?',
    verso: '2 mg/kg.',
    track: trilhaBnm,
  },
  {
    subject: reversao,
    frente: 'Que orientação dar à mulher que usa anticoncepcional hormonal e recebeu sugamadex?',
    verso: 'Equivale a esquecer uma dose: usar método adicional por 7 dias.',
    track: trilhaBnm,
  },
  {
    subject: reversao,
    frente: 'Por que associar atropina ou glicopirrolato à neostigmina?',
    verso: 'Para bloquear os efeitos muscarínicos da acetilcolina: bradicardia, broncorreia e broncoespasmo.',
  },
  {
    subject: reversao,
    frente: 'Por que o glicopirrolato não causa efeitos centrais como a atropina?',
    verso: 'É amônio quaternário e não atravessa a barreira hematoencefálica.',
  },
  {
    subject: doencas,
    kind: 'cloze',
    frente:
      'Na miastenia gravis, há {{c1::resistência}} à succinilcolina e {{c2::sensibilidade aumentada}} aos não despolarizantes.',
    verso: 'Menos receptores funcionantes: use doses menores de não despolarizante, com monitorização.',
  },
  {
    subject: doencas,
    frente: 'Como se comporta a síndrome miastênica de Lambert-Eaton frente aos bloqueadores?',
    verso: 'Sensível aos despolarizantes e aos não despolarizantes; associa-se ao carcinoma de pequenas células.',
  },
  {
    subject: doencas,
    frente: 'Por que a succinilcolina é contraindicada na distrofia de Duchenne?',
    verso: 'Rabdomiólise e hipercalemia com risco de parada cardíaca.',
  },
  {
    subject: doencas,
    frente: 'Quais cuidados na distrofia miotônica?',
    verso:
      'Succinilcolina causa contratura prolongada; neostigmina pode piorar a miotonia; grande sensibilidade a sedativos e opioides.',
  },
  {
    subject: propriedades,
    kind: 'cloze',
    frente:
      'A {{c1::lipossolubilidade}} determina a potência; a {{c2::ligação proteica}} determina a duração; o {{c3::pKa}} determina a latência.',
    verso: 'pKa próximo do pH fisiológico: mais forma não ionizada e início mais rápido.',
  },
  {
    subject: propriedades,
    frente: 'Por que o anestésico local funciona mal em tecido infectado?',
    verso: 'O meio ácido aumenta a forma ionizada, que não atravessa a membrana do nervo.',
  },
  {
    subject: propriedades,
    kind: 'cloze',
    frente:
      'Aminoamidas têm {{c1::dois::quantos?}} "i" no nome (lidocaína, bupivacaína); aminoésteres têm um (procaína, tetracaína).',
    verso: 'Ésteres são hidrolisados pela colinesterase plasmática e geram PABA, ligado às alergias.',
  },
  {
    subject: locais,
    frente: 'O que torna a bupivacaína mais cardiotóxica?',
    verso:
      'Liga-se aos canais de sódio cardíacos com entrada rápida e saída lenta; colapso cardiovascular pode surgir sem convulsão prévia.',
  },
  {
    subject: locais,
    frente: 'Qual a vantagem da ropivacaína sobre a bupivacaína?',
    verso: 'Enantiômero S puro: menos cardiotóxica e com mais bloqueio sensitivo que motor.',
  },
  {
    subject: locais,
    frente: 'Quais anestésicos locais causam metemoglobinemia?',
    verso: 'Prilocaína (metabólito o-toluidina) e benzocaína.',
  },
  {
    subject: locais,
    frente: 'Qual a dose máxima de ropivacaína?',
    verso: 'Cerca de 3 mg/kg.',
  },
  {
    subject: last,
    frente: 'Quais os sintomas precoces da intoxicação por anestésico local?',
    verso: 'Gosto metálico, parestesia perioral, zumbido, tontura e agitação, antes das convulsões.',
    track: trilhaLast,
  },
  {
    subject: last,
    kind: 'cloze',
    frente:
      'Absorção sistêmica por local de bloqueio: {{c1::intercostal}} > caudal > peridural > plexo braquial > {{c2::ciático e femoral}} > subcutâneo.',
    verso: '',
    track: trilhaLast,
  },
  {
    subject: last,
    frente: 'Quais drogas evitar na ressuscitação da intoxicação por anestésico local?',
    verso:
      'Vasopressina, bloqueadores dos canais de cálcio, betabloqueadores e outros anestésicos locais; propofol não substitui a emulsão lipídica.',
    track: trilhaLast,
  },
  {
    subject: last,
    frente: 'Qual o limite de dose da emulsão lipídica 20%?',
    verso: 'Cerca de 12 mL/kg nos primeiros 30 minutos.',
    track: trilhaLast,
  },
  {
    subject: last,
    frente: 'Que resposta à dose-teste com 15 mcg de adrenalina sugere injeção intravascular?',
    verso: 'Aumento da frequência cardíaca ≥ 10 bpm ou da pressão sistólica ≥ 15 mmHg.',
    track: trilhaLast,
  },
  {
    subject: last,
    frente: 'Por que manter a RCP prolongada na parada por anestésico local?',
    verso: 'A recuperação pode ser tardia, com a emulsão lipídica; considerar circulação extracorpórea se refratária.',
    track: trilhaLast,
  },
  {
    subject: adjuvantes,
    kind: 'cloze',
    frente: 'Adrenalina {{c1::1:200.000}} corresponde a {{c2::5 mcg/mL}}.',
    verso: 'Reduz a absorção sistêmica, prolonga o bloqueio e serve de marcador de injeção intravascular.',
  },
  {
    subject: adjuvantes,
    frente: 'Qual o efeito da dexametasona como adjuvante em bloqueios periféricos?',
    verso: 'Prolonga a analgesia do bloqueio; a dexametasona IV também prolonga, com efeito um pouco menor.',
  },
  {
    subject: adjuvantes,
    frente: 'Quais os efeitos adversos da clonidina como adjuvante?',
    verso: 'Hipotensão, bradicardia e sedação.',
  },
  {
    subject: adjuvantes,
    frente: 'Por que alcalinizar a lidocaína com bicarbonato?',
    verso: 'Aumenta a forma não ionizada: início mais rápido e menos dor à infiltração.',
  },
];
