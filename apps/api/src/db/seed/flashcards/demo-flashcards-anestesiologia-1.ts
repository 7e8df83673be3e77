import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 1: avaliação pré-anestésica e aparelho de anestesia (dados de demonstração). */
const avaliacao = ['Anestesia Geral', 'Avaliação Pré-Anestésica'] as const;
const asa: DemoSubjectPath = [...avaliacao, 'Classificação ASA'];
const jejum: DemoSubjectPath = [...avaliacao, 'Jejum pré-operatório'];
const risco: DemoSubjectPath = [...avaliacao, 'Risco perioperatório e medicações'];
const aparelho: DemoSubjectPath = ['Anestesia Geral', 'Monitorização e Equipamentos', 'Aparelho de anestesia'];
const trilha = 'Avaliação pré-anestésica e via aérea';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: asa,
    kind: 'cloze',
    frente:
      'ASA {{c1::III}}: doença sistêmica grave (DM mal controlado, DPOC, IMC ≥ 40); ASA {{c2::IV}}: doença sistêmica grave que é ameaça constante à vida.',
    verso: 'ASA V: moribundo, que não sobrevive sem a cirurgia.',
  },
  {
    subject: asa,
    kind: 'reversible',
    frente: 'ASA VI',
    verso: 'Paciente com morte encefálica declarada, cujos órgãos serão removidos para doação.',
  },
  {
    subject: asa,
    frente: 'O que significa o sufixo E na classificação ASA?',
    verso: 'Emergência: o atraso no tratamento aumenta a ameaça à vida ou a uma parte do corpo.',
  },
  {
    subject: asa,
    kind: 'cloze',
    frente: 'Obesidade com IMC entre 30 e 40 é ASA {{c1::II}}; IMC ≥ 40 é ASA {{c2::III}}.',
    verso: '',
    track: trilha,
  },
  {
    subject: asa,
    frente: 'Qual a classe ASA de um tabagista atual com hipertensão bem controlada?',
    verso: 'ASA II: doença sistêmica leve, sem limitação funcional.',
  },
  {
    subject: asa,
    frente: 'Qual a classe ASA de um ex-prematuro com idade pós-conceptual menor que 60 semanas?',
    verso: 'ASA III.',
    track: trilha,
  },
  {
    subject: jejum,
    kind: 'cloze',
    frente:
      'Jejum (ASA): líquidos claros, {{c1::2 horas}}; refeição gordurosa, frituras ou carne, {{c2::8 horas}} ou mais.',
    verso: 'Leite materno: 4 horas; fórmula, leite não humano e refeição leve: 6 horas.',
    track: trilha,
  },
  {
    subject: jejum,
    frente: 'O que conta como líquido claro no jejum pré-operatório?',
    verso:
      'Água, chá, café sem leite, sucos sem polpa e bebidas com carboidrato; não contam leite nem bebida alcoólica.',
  },
  {
    subject: jejum,
    frente: 'Por que os agonistas do GLP-1 preocupam no pré-operatório?',
    verso:
      'Retardam o esvaziamento gástrico: pode haver conteúdo residual apesar do jejum; se houver dúvida, ultrassom gástrico ou conduta de estômago cheio.',
  },
  {
    subject: jejum,
    frente: 'Como os protocolos ERAS e ACERTO abreviam o jejum?',
    verso: 'Bebida com carboidrato (maltodextrina) até 2 horas antes da indução.',
  },
  {
    subject: risco,
    kind: 'cloze',
    frente:
      'Índice de Lee: cirurgia de {{c1::alto risco}}, doença isquêmica, insuficiência cardíaca, doença cerebrovascular, diabetes em uso de {{c2::insulina}} e creatinina > {{c3::2 mg/dL}}.',
    verso: 'Cirurgia de alto risco: intraperitoneal, intratorácica ou vascular suprainguinal.',
  },
  {
    subject: risco,
    frente: 'Qual capacidade funcional dispensa testes cardíacos adicionais antes de cirurgia não cardíaca?',
    verso: '4 METs ou mais (subir 2 lances de escada sem parar).',
    track: trilha,
  },
  {
    subject: risco,
    frente: 'O que fazer com o betabloqueador de uso crônico?',
    verso: 'Manter no perioperatório; não iniciar no dia da cirurgia (no POISE, mais AVC e mortalidade).',
  },
  {
    subject: risco,
    frente: 'Quanto tempo antes suspender os inibidores de SGLT2?',
    verso: '3 dias (ertugliflozina, 4 dias), pelo risco de cetoacidose euglicêmica.',
  },
  {
    subject: risco,
    kind: 'cloze',
    frente:
      'Cirurgia eletiva após angioplastia: balão, {{c1::14 dias}}; stent convencional, {{c2::30 dias}}; stent farmacológico, idealmente {{c3::6 meses}}.',
    verso: 'Com stent farmacológico, 3 meses se o atraso da cirurgia trouxer risco maior.',
  },
  {
    subject: risco,
    frente: 'Quanto tempo esperar após um infarto para cirurgia eletiva?',
    verso: 'Pelo menos 60 dias.',
  },
  {
    subject: risco,
    frente: 'Deve-se manter o AAS em paciente com stent coronariano?',
    verso:
      'Sim, na maioria das cirurgias; exceções são sangramentos em espaço fechado (intracraniana, canal medular, câmara posterior do olho).',
  },
  {
    subject: risco,
    frente: 'Como manejar a varfarina antes de cirurgia eletiva?',
    verso: 'Suspender 5 dias antes, com INR < 1,5 no dia; ponte com heparina só nos de alto risco trombótico.',
  },
  {
    subject: risco,
    frente: 'Por que muitos serviços suspendem IECA e BRA 24 horas antes da cirurgia?',
    verso: 'Risco de hipotensão na indução, às vezes refratária a vasopressores comuns.',
  },
  {
    subject: aparelho,
    kind: 'cloze',
    frente:
      'No Brasil, cilindros de oxigênio são {{c1::verdes}}; de óxido nitroso, {{c2::azul-marinho}}; de ar comprimido, amarelos.',
    verso: '',
  },
  {
    subject: aparelho,
    kind: 'reversible',
    frente: 'Sistema de pinos indexados (PISS)',
    verso: 'Impede conectar o cilindro de um gás no encaixe de outro gás do aparelho.',
  },
  {
    subject: aparelho,
    frente: 'Quanto contém um cilindro E de oxigênio cheio?',
    verso: 'Cerca de 660 L a 2.000 psi; o volume restante é proporcional à pressão do manômetro.',
  },
  {
    subject: aparelho,
    frente: 'Por que o manômetro do cilindro de N<sub>2</sub>O não mostra o quanto resta até o fim?',
    verso:
      'O N<sub>2</sub>O está líquido no cilindro: a pressão fica em torno de 745 psi até o líquido acabar, quando resta cerca de 1/4.',
  },
  {
    subject: aparelho,
    frente: 'Por que o vaporizador de desflurano é aquecido e pressurizado?',
    verso: 'Pressão de vapor de cerca de 669 mmHg e ebulição perto de 23 °C; o Tec 6 aquece o agente a 39 °C.',
  },
  {
    subject: aparelho,
    frente: 'Qual fluxo de gás fresco mínimo a FDA recomenda com sevoflurano e por quê?',
    verso: '1 L/min até 1 CAM-hora e 2 L/min além disso, pelo composto A (nefrotóxico em ratos).',
  },
  {
    subject: aparelho,
    frente: 'Qual gás se forma quando desflurano passa por absorvente de CO<sub>2</sub> ressecado?',
    verso: 'Monóxido de carbono.',
  },
  {
    subject: aparelho,
    kind: 'cloze',
    frente:
      'Mapleson mais eficiente na ventilação espontânea: {{c1::A (Magill)}}; na ventilação controlada: {{c2::D}}.',
    verso: 'Na ventilação espontânea, o Mapleson A exige fluxo de gás fresco próximo ao volume-minuto.',
  },
  {
    subject: aparelho,
    kind: 'reversible',
    frente: 'Circuito de Bain',
    verso: 'Versão coaxial do Mapleson D: gás fresco no tubo interno.',
  },
  {
    subject: aparelho,
    frente: 'Como o indicador etil violeta avisa que a cal sodada se esgotou?',
    verso: 'Passa de branco a violeta com a queda do pH.',
  },
  {
    subject: aparelho,
    frente: 'Que fração mínima de O<sub>2</sub> o proporcionador de N<sub>2</sub>O/O<sub>2</sub> garante?',
    verso: 'Cerca de 25%.',
  },
  {
    subject: aparelho,
    frente: 'Elevação da linha de base do capnograma durante a anestesia: causa no aparelho?',
    verso: 'Reinalação: cal sodada esgotada ou válvula unidirecional incompetente.',
  },
];
