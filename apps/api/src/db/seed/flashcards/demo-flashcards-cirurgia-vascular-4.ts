import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 4: doenças da aorta (aneurismas, tratamento endovascular, síndromes aórticas agudas). */
const aneurismas = ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta'] as const;
const aaa: DemoSubjectPath = [...aneurismas, 'Aneurisma da aorta abdominal'];
const toracica: DemoSubjectPath = [...aneurismas, 'Aneurisma da aorta torácica e toracoabdominal'];
const evar: DemoSubjectPath = [...aneurismas, 'Tratamento endovascular e endoleaks'];
const agudas: DemoSubjectPath = ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'];
const aaaTrack = 'Aneurisma de aorta abdominal: rastreamento e indicação de correção';
const saa = 'Síndromes aórticas agudas';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: aaa,
    kind: 'cloze',
    frente:
      'Vigilância do AAA pela SVS: 3,0 a 3,9 cm, ultrassom a cada {{c1::3 anos}}; 4,0 a 4,9 cm, {{c2::anual}}; 5,0 a 5,4 cm, a cada 6 meses.',
    verso: '',
    track: aaaTrack,
  },
  {
    subject: aaa,
    frente: 'AAA de 4,8 cm doloroso à palpação, com paciente estável: qual a conduta?',
    verso: 'Correção de urgência: AAA sintomático é indicação de reparo independentemente do diâmetro.',
    track: aaaTrack,
  },
  {
    subject: aaa,
    frente: 'Qual o principal fator de risco modificável para o aparecimento e o crescimento do AAA?',
    verso: 'O tabagismo.',
    track: aaaTrack,
  },
  {
    subject: aaa,
    kind: 'cloze',
    frente:
      'A tríade clássica da rotura do AAA é {{c1::dor abdominal ou lombar}}, {{c2::hipotensão}} e massa abdominal pulsátil.',
    verso: 'Encontrada completa em apenas cerca de metade dos casos.',
    track: aaaTrack,
  },
  {
    subject: aaa,
    frente: 'Qual a meta pressórica na rotura de AAA até o controle proximal?',
    verso:
      'Hipotensão permissiva: PAS em torno de 70 a 90 mmHg, com paciente consciente, evitando reposição volêmica agressiva.',
    track: aaaTrack,
  },
  {
    subject: aaa,
    frente: 'Diarreia com sangue no 2º dia após correção aberta de AAA: qual a suspeita e o exame?',
    verso: 'Colite isquêmica do sigmoide (ligadura da mesentérica inferior); retossigmoidoscopia ou colonoscopia.',
  },
  {
    subject: aaa,
    frente: 'Hemorragia digestiva alta em paciente com prótese aórtica: qual diagnóstico não pode ser esquecido?',
    verso:
      'Fístula aortoentérica, em geral com a 3ª ou 4ª porção do duodeno; o sangramento sentinela precede a hemorragia maciça.',
  },
  {
    subject: aaa,
    frente: 'O que mostraram EVAR-1, DREAM e OVER ao comparar EVAR e cirurgia aberta?',
    verso:
      'Menor mortalidade perioperatória com o EVAR, sem diferença de sobrevida a longo prazo e com mais reintervenções.',
  },
  {
    subject: toracica,
    kind: 'cloze',
    frente:
      'Crawford {{c1::II::qual tipo?}}, da subclávia esquerda até abaixo das renais, é o aneurisma toracoabdominal mais extenso e de maior risco de {{c2::paraplegia}}.',
    verso: '',
  },
  {
    subject: toracica,
    frente: 'Quais medidas protegem a medula no reparo toracoabdominal?',
    verso:
      'Drenagem de líquor (pressão em torno de 10 mmHg), pressão arterial média elevada, reimplante de intercostais e perfusão distal.',
  },
  {
    subject: toracica,
    kind: 'reversible',
    frente: 'Artéria de Adamkiewicz',
    verso:
      'Artéria radicular magna, principal irrigação da medula toracolombar, em geral de uma intercostal entre T9 e T12 à esquerda',
  },
  {
    subject: toracica,
    frente: 'Qual o diâmetro de indicação de correção da aorta ascendente sem doença genética?',
    verso: '5,5 cm (menor em síndromes como Marfan, em torno de 5,0 cm, ou com crescimento rápido).',
  },
  {
    subject: toracica,
    frente: 'Qual a alteração genética da síndrome de Marfan?',
    verso: 'Mutação do gene da fibrilina-1 (FBN1).',
  },
  {
    subject: evar,
    kind: 'cloze',
    frente:
      'Endoleak tipo {{c1::I}}: falha de fixação (Ia proximal, Ib distal); tipo {{c2::II}}: fluxo retrógrado de ramos; tipo {{c3::III}}: desconexão ou defeito da endoprótese.',
    verso: 'Tipo IV: porosidade do tecido; tipo V: endotensão.',
  },
  {
    subject: evar,
    kind: 'reversible',
    frente: 'Endoleak tipo II',
    verso: 'Enchimento do saco aneurismático por fluxo retrógrado de artérias lombares ou da mesentérica inferior',
  },
  {
    subject: evar,
    frente: 'Qual a conduta no endoleak tipo II?',
    verso: 'Observação com imagem seriada; tratar (em geral embolização) se o saco crescer mais de 5 mm.',
  },
  {
    subject: evar,
    frente: 'Quais endoleaks devem ser tratados assim que identificados?',
    verso: 'Os tipos I e III, pois pressurizam o saco com fluxo sistêmico e mantêm o risco de rotura.',
  },
  {
    subject: evar,
    frente: 'Qual a característica do colo proximal que mais limita o EVAR convencional?',
    verso:
      'Colo curto (menor que 10 a 15 mm), angulado (mais de 60°), muito largo (acima de cerca de 32 mm) ou com trombo e calcificação.',
  },
  {
    subject: evar,
    frente: 'Por que todo paciente após EVAR precisa de seguimento por imagem?',
    verso:
      'Para detectar endoleak, migração e crescimento do saco; em geral angiotomografia em 1 mês e depois duplex ou TC periódicos.',
  },
  {
    subject: agudas,
    kind: 'cloze',
    frente:
      'As síndromes aórticas agudas são a {{c1::dissecção}}, o {{c2::hematoma intramural}} e a {{c3::úlcera penetrante}}.',
    verso: 'Classificam-se por Stanford como a dissecção.',
    track: saa,
  },
  {
    subject: agudas,
    frente: 'Qual o exame de escolha na suspeita de dissecção aguda em paciente estável? E no instável?',
    verso:
      'Estável: angiotomografia de aorta. Instável: ecocardiograma transesofágico à beira do leito ou no centro cirúrgico.',
    track: saa,
  },
  {
    subject: agudas,
    kind: 'reversible',
    frente: 'DeBakey tipo I',
    verso: 'Dissecção que começa na aorta ascendente e se estende ao arco e à aorta descendente',
    track: saa,
  },
  {
    subject: agudas,
    frente: 'Quando a dissecção Stanford B é considerada complicada?',
    verso: 'Rotura, má perfusão visceral, renal ou de membros, dor ou hipertensão refratárias e expansão rápida.',
    track: saa,
  },
  {
    subject: agudas,
    frente: 'Quais fármacos IV iniciam o controle da dissecção aguda?',
    verso:
      'Betabloqueador (esmolol, labetalol ou metoprolol) e analgesia com opioide; vasodilatador só depois, se a PA seguir alta.',
    track: saa,
  },
  {
    subject: agudas,
    frente: 'Quais achados de exame físico sugerem dissecção aguda de aorta?',
    verso:
      'Diferença de pulso ou de PA entre os membros (mais de 20 mmHg), sopro de insuficiência aórtica e déficit neurológico.',
    track: saa,
  },
  {
    subject: agudas,
    frente: 'Qual a complicação fatal mais temida da dissecção tipo A?',
    verso: 'Rotura para o pericárdio com tamponamento; outras: insuficiência aórtica aguda e oclusão coronária.',
  },
];
