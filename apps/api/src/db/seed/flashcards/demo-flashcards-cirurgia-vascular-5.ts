import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 5: aneurismas periféricos e viscerais, pseudoaneurismas e tromboembolismo venoso. */
const perifericos = ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais'] as const;
const periferico: DemoSubjectPath = [...perifericos, 'Aneurismas periféricos'];
const visceral: DemoSubjectPath = [...perifericos, 'Aneurismas viscerais'];
const pseudo: DemoSubjectPath = [...perifericos, 'Pseudoaneurismas'];
const tev = ['Doenças Venosas e Linfáticas', 'Doença Venosa Aguda', 'Tromboembolismo venoso'] as const;
const diagnostico: DemoSubjectPath = [...tev, 'Diagnóstico da TVP e da TEP'];
const profilaxia: DemoSubjectPath = [...tev, 'Profilaxia'];
const anticoagulacao: DemoSubjectPath = [...tev, 'Tratamento anticoagulante'];
const trombolise: DemoSubjectPath = [...tev, 'Trombólise, trombectomia e filtro de veia cava'];
const superficial: DemoSubjectPath = [
  'Doenças Venosas e Linfáticas',
  'Doença Venosa Aguda',
  'Tromboflebite superficial',
];
const wells = 'Escore de Wells para TVP';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: periferico,
    frente: 'Qual o aneurisma periférico mais comum e sua complicação típica?',
    verso: 'O da artéria poplítea; complica com trombose ou embolização distal (isquemia aguda), raramente com rotura.',
  },
  {
    subject: periferico,
    kind: 'cloze',
    frente:
      'O aneurisma de poplítea é bilateral em cerca de {{c1::50%}} dos casos e associa-se a AAA em cerca de {{c2::30% a 50%}}.',
    verso: 'Todo paciente com aneurisma de poplítea deve ter a outra poplítea e a aorta examinadas.',
  },
  {
    subject: periferico,
    frente: 'Quando tratar o aneurisma de poplítea assintomático?',
    verso: 'Diâmetro de 2 cm ou mais, ou trombo mural significativo; em geral exclusão com ponte de safena.',
  },
  {
    subject: visceral,
    frente: 'Qual o aneurisma visceral mais comum?',
    verso: 'O da artéria esplênica (cerca de 60%).',
  },
  {
    subject: visceral,
    frente: 'Quando tratar o aneurisma da artéria esplênica?',
    verso:
      'Sintomático, diâmetro de 2 cm ou mais, gestante ou mulher em idade fértil, e no candidato a transplante hepático.',
  },
  {
    subject: visceral,
    kind: 'reversible',
    frente: 'Fenômeno da dupla rotura',
    verso:
      'Sangramento inicial contido na retrocavidade dos epíploons, seguido de hemorragia livre no peritônio, típico do aneurisma esplênico roto',
  },
  {
    subject: pseudo,
    frente: 'Qual o tratamento de primeira linha do pseudoaneurisma femoral após cateterismo?',
    verso:
      'Injeção de trombina guiada por ultrassom (se o colo for adequado); cirurgia se infecção, crescimento rápido, isquemia ou compressão nervosa.',
  },
  {
    subject: pseudo,
    kind: 'reversible',
    frente: 'Sinal do yin-yang ao Doppler colorido',
    verso: 'Fluxo turbilhonado bidirecional numa coleção perivascular, típico do pseudoaneurisma',
  },
  {
    subject: pseudo,
    frente: 'O que diferencia o pseudoaneurisma do aneurisma verdadeiro?',
    verso:
      'A parede do pseudoaneurisma não contém as três camadas arteriais: é um hematoma pulsátil contido por tecidos vizinhos.',
  },
  {
    subject: diagnostico,
    kind: 'cloze',
    frente:
      'No escore de Wells para TVP, cada critério vale {{c1::+1 ponto}} e o diagnóstico alternativo tão provável quanto TVP vale {{c2::−2 pontos}}.',
    verso: '',
    track: wells,
  },
  {
    subject: diagnostico,
    frente: 'Cite critérios do escore de Wells para TVP.',
    verso:
      'Câncer ativo, paralisia ou gesso recente, acamado mais de 3 dias ou cirurgia maior recente, dor no trajeto venoso, edema de toda a perna, panturrilha 3 cm maior, edema depressível, colaterais superficiais e TVP prévia.',
    track: wells,
  },
  {
    subject: diagnostico,
    frente: 'Qual o critério ultrassonográfico principal de TVP?',
    verso: 'A incompressibilidade da veia ao ultrassom com compressão.',
    track: wells,
  },
  {
    subject: diagnostico,
    kind: 'cloze',
    frente: 'Acima dos 50 anos, o corte do D-dímero ajustado à idade é {{c1::idade × 10 µg/L}}.',
    verso: 'O D-dímero é sensível e pouco específico: serve para excluir, não para confirmar.',
    track: wells,
  },
  {
    subject: diagnostico,
    frente: 'Wells provável e ultrassom proximal negativo: qual a conduta?',
    verso:
      'Repetir o ultrassom em cerca de 1 semana ou dosar o D-dímero (se negativo, TVP afastada), ou fazer ultrassom de toda a perna.',
    track: wells,
  },
  {
    subject: diagnostico,
    kind: 'reversible',
    frente: 'Phlegmasia cerulea dolens',
    verso: 'TVP iliofemoral maciça com edema intenso, cianose e dor, com risco de gangrena venosa',
    track: wells,
  },
  {
    subject: profilaxia,
    frente: 'Qual a dose de enoxaparina na profilaxia de TEV do paciente clínico ou cirúrgico?',
    verso: '40 mg SC uma vez ao dia (ajustar na depuração de creatinina menor que 30 mL/min).',
  },
  {
    subject: profilaxia,
    frente: 'Qual o escore de risco de TEV para o paciente clínico internado e seu corte?',
    verso: 'Escore de Pádua: 4 pontos ou mais indicam alto risco e profilaxia.',
  },
  {
    subject: profilaxia,
    frente: 'Paciente de alto risco de TEV com sangramento ativo: qual profilaxia?',
    verso: 'Mecânica, com compressão pneumática intermitente, até ser possível a farmacológica.',
  },
  {
    subject: anticoagulacao,
    kind: 'cloze',
    frente: 'TVP com rivaroxabana: {{c1::15 mg 2 vezes ao dia}} por {{c2::21 dias}}, depois 20 mg uma vez ao dia.',
    verso: 'Tomar com alimento.',
  },
  {
    subject: anticoagulacao,
    kind: 'cloze',
    frente: 'TVP com apixabana: {{c1::10 mg 2 vezes ao dia}} por {{c2::7 dias}}, depois 5 mg 2 vezes ao dia.',
    verso: '',
  },
  {
    subject: anticoagulacao,
    frente: 'Quais DOACs exigem pelo menos 5 dias de anticoagulante parenteral antes?',
    verso: 'Dabigatrana e edoxabana.',
  },
  {
    subject: anticoagulacao,
    frente: 'Por quanto tempo anticoagular uma TVP provocada por fator transitório (ex.: cirurgia)?',
    verso: '3 meses.',
  },
  {
    subject: anticoagulacao,
    frente: 'Em qual situação a varfarina é preferível aos DOACs no TEV?',
    verso: 'Síndrome antifosfolípide, sobretudo triplo-positiva (e insuficiência renal grave ou válvula mecânica).',
  },
  {
    subject: anticoagulacao,
    frente: 'Como fazer a transição da heparina para a varfarina?',
    verso: 'Sobreposição de pelo menos 5 dias, até INR entre 2 e 3 por 24 horas.',
  },
  {
    subject: trombolise,
    frente: 'Qual a indicação clara de trombólise sistêmica no TEV?',
    verso: 'TEP de alto risco (com hipotensão ou choque), sem contraindicação: alteplase 100 mg IV em 2 horas.',
  },
  {
    subject: trombolise,
    frente: 'Qual a indicação aceita de filtro de veia cava inferior?',
    verso:
      'TEV proximal agudo com contraindicação absoluta à anticoagulação; usar filtro removível e retirá-lo quando possível.',
  },
  {
    subject: trombolise,
    frente: 'O que mostrou o estudo ATTRACT sobre a trombólise dirigida por cateter na TVP proximal?',
    verso:
      'Não reduziu a síndrome pós-trombótica no geral e aumentou sangramento; reservar para TVP iliofemoral grave e casos selecionados.',
  },
  {
    subject: superficial,
    frente: 'Tromboflebite superficial de 5 cm ou mais na safena magna: qual o tratamento?',
    verso: 'Fondaparinux 2,5 mg SC ao dia por 45 dias (estudo CALISTO).',
  },
  {
    subject: superficial,
    kind: 'cloze',
    frente:
      'Tromboflebite da safena magna a menos de {{c1::3 cm}} da junção safenofemoral deve ser tratada como {{c2::TVP}}.',
    verso: 'Anticoagulação em dose plena.',
  },
  {
    subject: superficial,
    kind: 'reversible',
    frente: 'Síndrome de Trousseau',
    verso: 'Tromboflebite migratória associada a neoplasia maligna, sobretudo de pâncreas',
  },
  {
    subject: superficial,
    kind: 'reversible',
    frente: 'Doença de Mondor',
    verso: 'Tromboflebite superficial de veias da parede torácica anterior ou da mama',
  },
  {
    subject: superficial,
    frente: 'Por que pedir Doppler na tromboflebite superficial de membro inferior?',
    verso: 'Para medir a extensão e a distância da junção e porque há TVP concomitante em parte importante dos casos.',
  },
];
