import type { RetrievalSet } from './retrieval-set.ts';

/** Ortopedia Ativa's material (the ortopedia demo content): trauma, quadril, coluna, joelho, pediátrica, osteoporose. */
export const ortopediaSet: RetrievalSet = {
  vertical: 'ortopedia',
  producerSlug: 'ortopedia-ativa',
  questions: [
    {
      question: 'o que é a regra dos dois na radiografia de trauma?',
      expected: { kind: 'lesson', contains: 'duas incidências ortogonais, duas articulações (acima e abaixo)' },
    },
    {
      question: 'ferida pequena por projetil de alta energia: ainda é Gustilo 3?',
      expected: { kind: 'lesson', contains: 'são tipo III, qualquer que seja o tamanho da ferida' },
    },
    {
      question: 'na suspeita de síndrome compartimental, devo elevar o membro?',
      expected: { kind: 'lesson', contains: 'manter o membro na altura do coração, sem elevar' },
    },
    {
      question: 'qual arteria irriga a cabeça do femur e por que o colo desviado necrosa?',
      expected: { kind: 'lesson', contains: 'ramos retinaculares da artéria circunflexa femoral medial' },
    },
    {
      question: 'diferença entre hemiartroplastia e artroplastia total no colo do femur desviado do idoso',
      expected: { kind: 'lesson', contains: 'Hemiartroplastia: paciente mais frágil e de baixa demanda funcional' },
    },
    {
      question: 'transtrocanterica: com quantos mm a parede lateral é incompetente?',
      expected: { kind: 'lesson', contains: 'Parede lateral com espessura ≤ 20,5 mm é considerada incompetente' },
    },
    {
      question: 'quais os criterios de Hertel de isquemia da cabeça do úmero?',
      expected: { kind: 'lesson', contains: 'extensão metafisária posteromedial < 8 mm' },
    },
    {
      question:
        'paciente com fratura do radio distal sem desvio perdeu a extensão do polegar semanas depois, o que houve?',
      expected: { kind: 'lesson', contains: 'Ruptura do tendão extensor longo do polegar é complicação tardia típica' },
    },
    {
      question: 'criança com fratura isolada da ulna: o que olhar no raio-x do cotovelo?',
      expected: {
        kind: 'lesson',
        contains: 'a linha radiocapitelar deve passar pelo capítulo em todas as incidências',
      },
    },
    {
      question: 'entorse de tornozelo em inversão: qual ligamento lesiona primeiro?',
      expected: { kind: 'lesson', contains: 'o ligamento talofibular anterior é o primeiro e o mais lesado' },
    },
    {
      question: 'joelho inchou rápido depois de uma torção jogando bola: causa mais comum da hemartrose?',
      expected: { kind: 'lesson', contains: 'a causa mais frequente é a lesão do LCA' },
    },
    {
      question: 'hernia de disco foraminal L4-L5 comprime qual raiz?',
      expected: {
        kind: 'lesson',
        contains: 'a hérnia foraminal ou extraforaminal comprime a raiz que sai naquele nível',
      },
    },
    {
      question: 'lesão meniscal degenerativa sem bloqueio: vale operar por artroscopia?',
      expected: {
        kind: 'lesson',
        contains: 'a meniscectomia artroscópica não mostrou benefício superior em ensaios controlados',
      },
    },
    {
      question: 'o que é o erro de Kite no metodo de Ponseti?',
      expected: { kind: 'lesson', contains: 'Erro de Kite: apoiar a contrapressão na articulação calcaneocubóidea' },
    },
    {
      question: 'quais as complicações do suspensorio de Pavlik?',
      expected: { kind: 'lesson', contains: 'paralisia do nervo femoral (flexão excessiva)' },
    },
    {
      question: 'fatores de risco pra osteonecrose da cabeça femoral no adulto',
      expected: { kind: 'lesson', contains: 'corticoide, alcoolismo, anemia falciforme, lúpus, doença de Gaucher' },
    },
    {
      question: 'na aula em video, por que não fechar a pele logo depois da fasciotomia?',
      expected: { kind: 'lesson', contains: 'fechar a pele de imediato recria o problema' },
    },
    {
      question: 'na apostila de compartimental, quais sinais aparecem tarde?',
      expected: {
        kind: 'handout',
        contains: 'Sinais tardios: paresia e ausência de pulso (pulso presente não exclui).',
      },
    },
    {
      question: 'no resumo das trocantericas, o que caracteriza a 31A1?',
      expected: { kind: 'handout', contains: 'A1: pertrocantérica simples, parede lateral competente (estável).' },
    },
    {
      question: 'apostila de fundamentos: quando pedir raio-x do pé pelas regras de Ottawa?',
      expected: { kind: 'handout', contains: 'Ottawa pé: base do 5º metatarso ou navicular dolorosos' },
    },
    {
      question: 'segundo a apostila, lombalgia sem sinal de alerta: quando pedir exame de imagem?',
      expected: { kind: 'handout', contains: 'analgesia, manter atividades, sem imagem por 4 a 6 semanas' },
    },
    {
      question: 'no passo a passo do Ponseti da apostila, quantas horas por dia de órtese?',
      expected: { kind: 'handout', contains: 'Órtese de abdução: 23 h/dia por 3 meses' },
    },
    {
      question: 'na apostila de exame do ombro, quais testes para instabilidade anterior?',
      expected: { kind: 'handout', contains: 'Instabilidade anterior: apreensão e recolocação.' },
    },
    {
      question: 'apostila da artrose do joelho: em quem fazer osteotomia?',
      expected: { kind: 'handout', contains: 'Osteotomia no jovem com artrose unicompartimental e desvio de eixo.' },
    },
    {
      question: 'resumo da aula magna: bisfosfonato por muitos anos exige atenção a quê?',
      expected: { kind: 'handout', contains: 'Bisfosfonato por muitos anos: atenção à fratura atípica do fêmur.' },
    },
    {
      question: 'segundo a apostila, por que não prescrever carga parcial ao idoso operado de fratura trocantérica?',
      expected: { kind: 'handout', contains: 'o idoso não consegue cumprir carga parcial' },
    },
    {
      question: 'na apostila, fratura periprotética Vancouver B2: qual o tratamento?',
      expected: { kind: 'handout', contains: 'haste solta e bom estoque ósseo: revisão com haste longa' },
    },
    {
      question: 'embolia gordurosa aparece quanto tempo depois da fratura do femur?',
      expected: { kind: 'question', contains: 'surge em geral 24 a 72 horas após fraturas de ossos longos' },
    },
    {
      question: 'como fecha o diagnóstico de sindrome de dor regional complexa (distrofia simpático-reflexa)?',
      expected: { kind: 'question', contains: 'O diagnóstico é clínico, pelos critérios de Budapeste' },
    },
    {
      question: 'fratura de bacia com sangue na uretra: pode passar sonda vesical direto?',
      expected: { kind: 'question', contains: 'A uretrografia retrógrada deve preceder a sondagem' },
    },
    {
      question: 'luxação posterior do quadril no trauma do painel: em quanto tempo reduzir?',
      expected: { kind: 'question', contains: 'a redução deve ocorrer idealmente em até 6 horas' },
    },
    {
      question: 'o que caracteriza a fratura de Maisonneuve?',
      expected: { kind: 'question', contains: 'fratura do terço proximal da fíbula' },
    },
    {
      question: 'dor no calcanhar nos primeiros passos da manhã, o que é mais comum?',
      expected: { kind: 'question', contains: 'é a causa mais comum de dor plantar no calcanhar' },
    },
    {
      question: 'neuroma de Morton: o que é o sinal de Mulder?',
      expected: { kind: 'question', contains: 'O sinal de Mulder é o estalido doloroso à compressão do antepé' },
    },
    {
      question: 'osteoma osteoide: por que a dor noturna melhora com AINE?',
      expected: {
        kind: 'question',
        contains: 'A dor noturna aliviada por anti-inflamatórios relaciona-se à produção de prostaglandinas',
      },
    },
    {
      question: 'escore de Mirels pra metastase: o que ele pontua?',
      expected: { kind: 'question', contains: 'risco de fratura patológica por localização, dor, tipo de lesão' },
    },
    {
      question: 'raquitismo por falta de vitamina D: como ficam fosforo e fosfatase alcalina?',
      expected: { kind: 'question', contains: 'fósforo baixo, fosfatase alcalina alta' },
    },
    {
      question: 'o que são as zonas de Looser na osteomalácia?',
      expected: { kind: 'question', contains: 'faixas transparentes perpendiculares à cortical' },
    },
    {
      question: 'fratura exposta contaminada com esterco de vaca: muda o antibiótico?',
      expected: { kind: 'case', contains: 'contaminação com esterco pede cobertura ampliada' },
    },
    {
      question: 'sindrome compartimental no paciente acordado: preciso medir a pressão do compartimento?',
      expected: { kind: 'case', contains: 'No paciente acordado, a medida da pressão compartimental é dispensável' },
    },
    {
      question: 'idosa com fratura de quadril tomando apixabana: quanto tempo esperar pra operar?',
      expected: { kind: 'case', contains: 'O anticoagulante direto exige intervalo ajustado à função renal' },
    },
    {
      question: 'síndrome da cauda equina: o que mais pesa no prognóstico?',
      expected: { kind: 'case', contains: 'o estado esfincteriano no momento da cirurgia' },
    },
    {
      question: 'adolescente gordinho mancando com dor no joelho e exame do joelho normal: o que examinar?',
      expected: { kind: 'case', contains: 'deve levar ao exame do quadril' },
    },
    {
      question: 'depois da reconstrução do LCA, quando a atleta volta a jogar?',
      expected: { kind: 'case', contains: 'O retorno ao jogo depende de critérios funcionais e de tempo' },
    },
    {
      question: 'pisou num prego que atravessou o tenis e deu osteomielite: qual bactéria?',
      expected: { kind: 'flashcard', contains: 'Osteomielite do pé após prego atravessar o tênis' },
    },
    {
      question: 'fratura de Bennett: qual tendão desvia o primeiro metacarpo?',
      expected: { kind: 'flashcard', contains: 'O abdutor longo do polegar, que traciona proximalmente a base.' },
    },
    {
      question: 'o que é a lesão de Essex-Lopresti?',
      expected: { kind: 'flashcard', contains: 'Fratura da cabeça do rádio com lesão da membrana interóssea' },
    },
    {
      question: 'fratura de Chance do cinto de segurança, qual o mecanismo?',
      expected: { kind: 'flashcard', contains: 'Fratura em flexão-distração da coluna toracolombar' },
    },
    {
      question: 'qual reflexo mostra que o choque medular acabou?',
      expected: { kind: 'flashcard', contains: 'O retorno do reflexo bulbocavernoso.' },
    },
    {
      question: 'tenossinovite de De Quervain pega quais tendões?',
      expected: {
        kind: 'flashcard',
        contains: 'Abdutor longo e extensor curto do polegar (1º compartimento extensor).',
      },
    },
  ],
  outOfMaterial: [
    'qual a capital do japão?',
    'como fazer um bolo de cenoura com cobertura de chocolate?',
    'qual o tratamento da otite média aguda em crianças?',
    'qual a dose de sugamadex para reversão imediata do rocurônio?',
    'qual o colírio de primeira linha no glaucoma?',
  ],
};
