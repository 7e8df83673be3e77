import type { RetrievalSet } from './retrieval-set.ts';

/** Vigília Anestesiologia's material (the anestesiologia demo content): pré-anestésico, via aérea, fármacos, crises. */
export const anestesiologiaSet: RetrievalSet = {
  vertical: 'anestesiologia',
  producerSlug: 'vigilia-anestesia',
  questions: [
    {
      question: 'a classificação ASA leva em conta o tamanho da cirurgia?',
      expected: { kind: 'lesson', contains: 'não considera o porte do procedimento' },
    },
    {
      question: 'paciente usando semaglutida, o jejum padrão basta? como decidir se o estômago está cheio?',
      expected: { kind: 'lesson', contains: 'a ultrassonografia gástrica à beira do leito ajuda a decidir' },
    },
    {
      question: 'quais os criterios de Langeron para ventilação dificil com mascara?',
      expected: { kind: 'lesson', contains: 'A ventilação difícil sob máscara é prevista pelos critérios de Langeron' },
    },
    {
      question: 'paciente ruivo precisa de mais halogenado? o que aumenta a CAM?',
      expected: {
        kind: 'lesson',
        contains: 'Aumentam a CAM: hipertermia, hipernatremia, alcoolismo crônico e cabelo ruivo',
      },
    },
    {
      question: 'por que o etomidato mexe com o cortisol?',
      expected: { kind: 'lesson', contains: 'inibe a 11-beta-hidroxilase e suprime a produção de cortisol' },
    },
    {
      question: 'colinesterase atipica: qual o numero de dibucaina do homozigoto?',
      expected: { kind: 'lesson', contains: 'número de dibucaína em torno de 20 no homozigoto' },
    },
    {
      question: 'capnografia com fase 3 inclinada tipo barbatana de tubarão, o que significa?',
      expected: { kind: 'lesson', contains: 'Fase III inclinada, em barbatana de tubarão: broncoespasmo ou DPOC' },
    },
    {
      question: 'por que não monitorar o TOF no corrugador do supercilio?',
      expected: { kind: 'lesson', contains: 'são mais resistentes e superestimam a recuperação' },
    },
    {
      question: 'na sala operatoria, o paciente perde calor principalmente por qual mecanismo?',
      expected: { kind: 'lesson', contains: 'A radiação é o principal mecanismo de perda de calor' },
    },
    {
      question: 'cal sodada ressecada com desflurano produz o quê?',
      expected: { kind: 'lesson', contains: 'podem produzir monóxido de carbono com o desflurano' },
    },
    {
      question: 'na metemoglobinemia a SpO2 marca quanto?',
      expected: { kind: 'lesson', contains: 'a metemoglobinemia tende a fixar a leitura perto de 85%' },
    },
    {
      question: 'diferença entre sedação moderada e sedação profunda',
      expected: { kind: 'lesson', contains: 'Profunda: resposta intencional só após estímulo repetido ou doloroso' },
    },
    {
      question: 'quanto tempo observar o paciente depois de uma intoxicação por anestesico local com instabilidade?',
      expected: { kind: 'lesson', contains: 'Observar por pelo menos 4 a 6 horas após evento cardiovascular' },
    },
    {
      question: 'qual o primeiro sinal da hipertermia maligna na sala?',
      expected: { kind: 'lesson', contains: 'aumento inexplicado do EtCO2 apesar do aumento da ventilação-minuto' },
    },
    {
      question: 'PCR na gestante: em quantos minutos indicar a cesarea perimortem?',
      expected: { kind: 'lesson', contains: 'Se não houver retorno da circulação em 4 minutos' },
    },
    {
      question: 'no video sobre jejum, qual a sequencia de horas que o professor manda decorar?',
      expected: { kind: 'lesson', contains: 'Guarde a sequência dois, quatro, seis e oito' },
    },
    {
      question: 'na apostila, quais sao os fatores do escore de Apfel?',
      expected: { kind: 'handout', contains: 'Fatores: sexo feminino, não tabagista, NVPO ou cinetose prévia' },
    },
    {
      question: 'segundo a apostila, em que bloqueio a absorção do anestésico local é maior?',
      expected: { kind: 'handout', contains: 'Absorção: intercostal > caudal > peridural > plexo braquial' },
    },
    {
      question: 'apostila do neuroeixo: quanto tempo suspender rivaroxabana antes da raqui?',
      expected: { kind: 'handout', contains: 'Rivaroxabana e apixabana: 72 h.' },
    },
    {
      question: 'no resumo da aula magna de HM, qual fluxo de oxigênio usar?',
      expected: { kind: 'handout', contains: 'O2 100% em alto fluxo (10 L/min ou mais); hiperventilar' },
    },
    {
      question: 'nos numeros de pediatria da apostila, como calcular a profundidade do tubo oral?',
      expected: { kind: 'handout', contains: 'Profundidade oral: idade/2 + 12 cm.' },
    },
    {
      question: 'resumo do caso da semana: e se eu nao conseguir palpar a membrana cricotireoidea?',
      expected: { kind: 'handout', contains: 'Membrana não palpável: incisão vertical de 8 a 10 cm.' },
    },
    {
      question: 'na apostila de capnografia, qual a diferença normal entre PaCO2 e EtCO2?',
      expected: { kind: 'handout', contains: 'Gradiente PaCO2–EtCO2 normal: 2 a 5 mmHg.' },
    },
    {
      question: 'na apostila de bloqueadores, miastênico que precisa de adespolarizante: quanto da dose usar?',
      expected: { kind: 'handout', contains: 'adespolarizante em 1/10 a 1/2 da dose, guiado pelo monitor' },
    },
    {
      question: 'segundo a apostila, qual a vantagem da eletromiografia na monitorização do bloqueio?',
      expected: { kind: 'handout', contains: 'não precisa de movimento livre do polegar' },
    },
    {
      question: 'botou stent farmacologico, quanto tempo esperar pra cirurgia eletiva?',
      expected: { kind: 'question', contains: 'eletiva deve ser adiada até pelo menos 6 meses' },
    },
    {
      question: 'posso iniciar betabloqueador no dia da cirurgia pra proteger o coração?',
      expected: { kind: 'question', contains: 'aumentou AVC e mortalidade no estudo POISE' },
    },
    {
      question: 'oxigenação apneica funciona como? por que o paciente nao ventila e mesmo assim oxigena?',
      expected: { kind: 'question', contains: 'O2 alveolar é absorvido mais rápido do que o CO2' },
    },
    {
      question: 'intoxicação por monóxido de carbono: o oxímetro de pulso mostra o quê?',
      expected: { kind: 'question', contains: 'A carboxi-hemoglobina é lida quase como oxi-hemoglobina' },
    },
    {
      question: 'estenose hipertrofica do piloro: qual o disturbio hidroeletrolitico antes de operar?',
      expected: { kind: 'question', contains: 'alcalose metabólica hipoclorêmica e hipocalêmica' },
    },
    {
      question: 'ex-prematuro pra herniorrafia precisa ficar internado? ate que idade pos-concepcional?',
      expected: { kind: 'question', contains: 'menos de cerca de 60 semanas de idade pós-concepcional' },
    },
    {
      question: 'edema pulmonar por pressão negativa depois de laringoespasmo: quem tem mais risco?',
      expected: {
        kind: 'question',
        contains: 'sobretudo em jovens musculosos capazes de gerar grande pressão negativa',
      },
    },
    {
      question: 'embolia gasosa venosa na posição sentada: qual exame detecta melhor?',
      expected: { kind: 'question', contains: 'O ecocardiograma transesofágico é o método mais sensível' },
    },
    {
      question: 'pegou fogo na via aérea durante cirurgia com laser, qual a conduta?',
      expected: { kind: 'question', contains: 'a conduta é remover o tubo, interromper os gases' },
    },
    {
      question: 'EtCO2 baixo durante a reanimação cardiopulmonar quer dizer o que?',
      expected: {
        kind: 'question',
        contains: 'Valores abaixo de 10 mmHg indicam compressões ineficazes ou mau prognóstico',
      },
    },
    {
      question: 'no caso do colapso após a indução, por que culparam o antibiótico e não o látex?',
      expected: { kind: 'case', contains: 'reações ao látex demoram mais, por exigirem absorção por mucosas' },
    },
    {
      question: 'depois de uma crise de hipertermia maligna, como anestesiar os parentes do paciente?',
      expected: { kind: 'case', contains: 'seus parentes de primeiro grau deve ser livre de gatilhos' },
    },
    {
      question: 'obstrução intestinal com sonda nasogastrica aberta: ainda preciso de sequencia rapida?',
      expected: { kind: 'case', contains: 'A sonda nasogástrica reduz, mas não zera, o volume gástrico' },
    },
    {
      question: 'cefaleia pos-raqui depois da cesarea: repouso absoluto resolve?',
      expected: { kind: 'case', contains: 'Repouso absoluto não ajuda e aumenta o risco de tromboembolismo' },
    },
    {
      question: 'HELLP: por que preferir raquianestesia a anestesia geral na cesárea?',
      expected: { kind: 'case', contains: 'a resposta hipertensiva à laringoscopia, causa de AVC hemorrágico' },
    },
    {
      question: 'para que serve o sistema de pinos indexados dos cilindros?',
      expected: { kind: 'flashcard', contains: 'Impede conectar o cilindro de um gás no encaixe de outro gás' },
    },
    {
      question: 'N2O por muito tempo faz o que com a vitamina B12?',
      expected: { kind: 'flashcard', contains: 'Oxida a vitamina B12 e inibe a metionina-sintase' },
    },
    {
      question: 'qual o metabolito toxico da meperidina?',
      expected: { kind: 'flashcard', contains: 'Normeperidina, convulsivante, que se acumula na insuficiência renal' },
    },
    {
      question: 'o que é a eliminação de Hofmann do cisatracurio?',
      expected: { kind: 'flashcard', contains: 'Degradação espontânea, dependente de pH e temperatura' },
    },
    {
      question: 'anafilaxia que não responde à adrenalina em paciente betabloqueado: o que dar?',
      expected: { kind: 'flashcard', contains: 'Glucagon 1 a 5 mg IV' },
    },
    {
      question: 'o que é o reflexo de Bezold-Jarisch na raqui?',
      expected: { kind: 'flashcard', contains: 'Bradicardia súbita com hipotensão por baixo enchimento ventricular' },
    },
  ],
  outOfMaterial: [
    'como declarar imposto de renda no primeiro ano de residência?',
    'quem ganhou a copa do mundo de 2002?',
    'qual o tratamento da otite média aguda em crianças?',
    'qual a primeira linha de colírio no glaucoma de ângulo aberto?',
    'como tratar a psoríase em placas com biológico?',
  ],
};
