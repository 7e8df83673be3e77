import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 4: inalatórios, hipnóticos venosos e opioides (dados de demonstração). */
const inalatorios = ['Farmacologia', 'Anestésicos Inalatórios'] as const;
const cam: DemoSubjectPath = [...inalatorios, 'Concentração alveolar mínima'];
const cinetica: DemoSubjectPath = [...inalatorios, 'Farmacocinética dos inalatórios'];
const venosos = ['Farmacologia', 'Anestésicos Venosos e Opioides'] as const;
const hipnoticos = [...venosos, 'Hipnóticos venosos'] as const;
const propofol: DemoSubjectPath = [...hipnoticos, 'Propofol'];
const cetamina: DemoSubjectPath = [...hipnoticos, 'Cetamina'];
const etomidato: DemoSubjectPath = [...hipnoticos, 'Etomidato'];
const dexmedetomidina: DemoSubjectPath = [...hipnoticos, 'Dexmedetomidina'];
const benzodiazepinicos: DemoSubjectPath = [...hipnoticos, 'Benzodiazepínicos'];
const opioides: DemoSubjectPath = [...venosos, 'Opioides'];
const trilha = 'Inalatórios e CAM';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: cam,
    kind: 'cloze',
    frente: 'CAM aproximada no adulto: desflurano {{c1::6%}}, isoflurano {{c2::1,2%}}, óxido nitroso {{c3::104%}}.',
    verso: 'Sevoflurano: cerca de 2%.',
    track: trilha,
  },
  {
    subject: cam,
    frente: 'Quais fatores diminuem a CAM?',
    verso:
      'Idade avançada, gestação, hipotermia, hiponatremia, intoxicação alcoólica aguda, opioides, benzodiazepínicos, alfa-2-agonistas e lítio.',
    track: trilha,
  },
  {
    subject: cam,
    frente: 'Quais fatores não alteram a CAM?',
    verso: 'Sexo, duração da anestesia, função tireoidiana e potássio sérico.',
    track: trilha,
  },
  {
    subject: cam,
    kind: 'cloze',
    frente:
      'As CAMs são {{c1::aditivas}}: 0,5 CAM de N<sub>2</sub>O com 0,5 CAM de sevoflurano equivalem a cerca de {{c2::1 CAM}}.',
    verso: '',
    track: trilha,
  },
  {
    subject: cam,
    frente: 'Em que idade a CAM é máxima?',
    verso: 'No lactente, por volta de 1 a 6 meses; é menor no recém-nascido e no prematuro.',
  },
  {
    subject: cam,
    kind: 'reversible',
    frente: 'CAM-acordado',
    verso: 'Concentração em que 50% dos pacientes abrem os olhos ao comando: cerca de 1/3 da CAM.',
  },
  {
    subject: cam,
    kind: 'reversible',
    frente: 'CAM-BAR',
    verso: 'Concentração que bloqueia a resposta adrenérgica à incisão em 50% dos pacientes: cerca de 1,5 CAM.',
  },
  {
    subject: cinetica,
    kind: 'cloze',
    frente:
      'Coeficiente sangue/gás: desflurano 0,42; óxido nitroso {{c1::0,47}}; sevoflurano {{c2::0,65}}; isoflurano 1,4.',
    verso: 'Quanto menor o coeficiente, mais rápidas a indução e a recuperação.',
    track: trilha,
  },
  {
    subject: cinetica,
    frente: 'O que o coeficiente óleo/gás indica?',
    verso: 'A potência (lipossolubilidade): quanto maior, menor a CAM (regra de Meyer-Overton).',
  },
  {
    subject: cinetica,
    kind: 'reversible',
    frente: 'Efeito do segundo gás',
    verso:
      'A captação rápida de N<sub>2</sub>O em alta concentração acelera a elevação da fração alveolar do gás que o acompanha.',
  },
  {
    subject: cinetica,
    kind: 'reversible',
    frente: 'Hipóxia por difusão',
    verso:
      'Ao suspender o N<sub>2</sub>O, sua saída rápida para o alvéolo dilui o O<sub>2</sub>; prevenida com O<sub>2</sub> a 100% no despertar.',
  },
  {
    subject: cinetica,
    frente: 'Em que situações o N<sub>2</sub>O é contraindicado?',
    verso:
      'Pneumotórax, obstrução intestinal, embolia gasosa, pneumoencéfalo e gás intraocular: ele expande cavidades fechadas.',
    track: trilha,
  },
  {
    subject: cinetica,
    frente: 'Qual o efeito hematológico da exposição prolongada ao N<sub>2</sub>O?',
    verso: 'Oxida a vitamina B12 e inibe a metionina-sintase: anemia megaloblástica e mieloneuropatia.',
  },
  {
    subject: cinetica,
    frente: 'Como um shunt direita-esquerda afeta a indução inalatória?',
    verso: 'Torna-a mais lenta, sobretudo com agentes pouco solúveis.',
  },
  {
    subject: cinetica,
    frente: 'Qual efeito cardiovascular o aumento rápido da concentração de desflurano causa?',
    verso: 'Estimulação simpática: taquicardia e hipertensão transitórias.',
  },
  {
    subject: propofol,
    kind: 'cloze',
    frente:
      'Propofol: indução com {{c1::1,5 a 2,5 mg/kg}}; a síndrome de infusão surge com mais de {{c2::4 mg/kg/h}} por mais de 48 horas.',
    verso: 'Acidose metabólica, rabdomiólise, hipercalemia, hipertrigliceridemia e arritmias.',
  },
  {
    subject: propofol,
    frente: 'Alergia a ovo contraindica o propofol?',
    verso: 'Não: a alergia é às proteínas da clara; o propofol contém lecitina da gema.',
  },
  {
    subject: propofol,
    frente: 'Quais os efeitos do propofol além da hipnose?',
    verso:
      'Antiemético, hipotensão por vasodilatação, apneia, dor à injeção e redução da PIC e do consumo cerebral de O<sub>2</sub>.',
  },
  {
    subject: cetamina,
    kind: 'reversible',
    frente: 'Hipnótico antagonista não competitivo do receptor NMDA',
    verso: 'Cetamina.',
  },
  {
    subject: cetamina,
    frente: 'Por que a cetamina é útil no asmático e no choque?',
    verso: 'É broncodilatadora e mantém a pressão arterial por estímulo simpático, preservando o drive respiratório.',
  },
  {
    subject: cetamina,
    frente: 'Qual a dose de indução da cetamina?',
    verso: '1 a 2 mg/kg IV (4 a 6 mg/kg IM).',
  },
  {
    subject: etomidato,
    kind: 'reversible',
    frente: 'Inibição da 11-beta-hidroxilase adrenal',
    verso: 'Etomidato.',
  },
  {
    subject: etomidato,
    frente: 'Quais as vantagens e os efeitos adversos do etomidato?',
    verso: 'Maior estabilidade hemodinâmica; mioclonias, náuseas, dor à injeção e supressão adrenal.',
  },
  {
    subject: dexmedetomidina,
    frente: 'Qual a seletividade alfa-2:alfa-1 da dexmedetomidina?',
    verso: '1.620:1 (a da clonidina é 220:1).',
  },
  {
    subject: dexmedetomidina,
    frente: 'Qual o efeito hemodinâmico de um bolus rápido de dexmedetomidina?',
    verso: 'Hipertensão transitória (receptores alfa-2B vasculares), seguida de hipotensão e bradicardia.',
  },
  {
    subject: benzodiazepinicos,
    kind: 'reversible',
    frente: 'Antagonista dos benzodiazepínicos',
    verso: 'Flumazenil, com risco de ressedação por ter meia-vida curta.',
  },
  {
    subject: benzodiazepinicos,
    frente: 'Por que o midazolam é o benzodiazepínico preferido em anestesia?',
    verso: 'É hidrossolúvel no frasco (não dói à injeção), tem início rápido e meia-vida curta.',
  },
  {
    subject: opioides,
    kind: 'reversible',
    frente: 'Antídoto da depressão respiratória por opioide',
    verso: 'Naloxona, em doses tituladas de 0,04 a 0,4 mg IV.',
  },
  {
    subject: opioides,
    kind: 'cloze',
    frente:
      'Potência em relação à morfina: fentanil cerca de {{c1::100}} vezes; sufentanil cerca de {{c2::1.000}} vezes.',
    verso: '',
  },
  {
    subject: opioides,
    frente: 'Como o remifentanil é metabolizado e qual a consequência?',
    verso:
      'Por esterases plasmáticas e teciduais inespecíficas: meia-vida contexto-sensível de 3 a 4 minutos, independente da duração da infusão.',
  },
  {
    subject: opioides,
    frente: 'Qual o metabólito tóxico da meperidina?',
    verso: 'Normeperidina, convulsivante, que se acumula na insuficiência renal.',
  },
  {
    subject: opioides,
    frente: 'Qual metabólito ativo da morfina se acumula na insuficiência renal?',
    verso: 'Morfina-6-glicuronídeo, analgésico e depressor respiratório.',
  },
  {
    subject: opioides,
    frente: 'Qual o risco da codeína e do tramadol no metabolizador ultrarrápido do CYP2D6?',
    verso: 'Excesso de metabólito ativo e depressão respiratória grave (mortes em crianças após amigdalectomia).',
  },
  {
    subject: opioides,
    frente: 'Como tratar a rigidez torácica por opioide?',
    verso: 'Bloqueador neuromuscular e ventilação (ou naloxona); é causada por bolus rápidos de opioides potentes.',
  },
  {
    subject: opioides,
    frente: 'Qual opioide interage com IMAO causando síndrome serotoninérgica?',
    verso: 'Meperidina (também tramadol, metadona e fentanil em menor grau).',
  },
];
