import type { RetrievalSet } from './retrieval-set.ts';

/** Foco Oftalmo's material (the oftalmologia demo content): glaucoma, retina, córnea, neuro, órbita, urgências. */
export const oftalmologiaSet: RetrievalSet = {
  vertical: 'oftalmologia',
  producerSlug: 'foco-oftalmo',
  questions: [
    {
      question: 'na gonioscopia, pra que serve a lente de 4 espelhos? como separo aposição de sinéquia?',
      expected: { kind: 'lesson', contains: 'gonioscopia de indentação, que diferencia o fechamento aposicional' },
    },
    {
      question: 'por que tenho que ver o tamanho do disco antes de julgar a escavação?',
      expected: { kind: 'lesson', contains: 'discos grandes têm escavações fisiologicamente maiores' },
    },
    {
      question: 'no EMGT quanto cada mmHg a menos de PIO reduz o risco de progressao do glaucoma?',
      expected: { kind: 'lesson', contains: 'cada 1 mmHg de redução diminuiu o risco de progressão' },
    },
    {
      question: 'por que tiraram o betacaroteno da formula AREDS?',
      expected: { kind: 'lesson', contains: 'O betacaroteno saiu da fórmula por aumentar o risco' },
    },
    {
      question: 'o que é o sinal de Shafer no descolamento de retina?',
      expected: { kind: 'lesson', contains: 'Sinal de Shafer: pigmento no vítreo anterior' },
    },
    {
      question: 'quais os parametros do protocolo de Dresden no crosslinking do ceratocone?',
      expected: { kind: 'lesson', contains: 'Protocolo de Dresden: riboflavina 0,1% e UVA de 370 nm' },
    },
    {
      question: 'ceratite por fungo filamentoso: natamicina ou voriconazol topico?',
      expected: { kind: 'lesson', contains: 'natamicina 5% é a primeira escolha, superior ao voriconazol tópico' },
    },
    {
      question: 'quanto erro refrativo da 1 mm de erro no comprimento axial da biometria?',
      expected: { kind: 'lesson', contains: '1 mm no comprimento axial gera cerca de 2,5 a 3 dioptrias' },
    },
    {
      question: 'qual a definição legal de baixa visão? qual acuidade no melhor olho?',
      expected: { kind: 'lesson', contains: 'Baixa visão: acuidade entre 0,3 e 0,05 no melhor olho' },
    },
    {
      question: 'anisocoria que aumenta no escuro: qual pupila está doente?',
      expected: { kind: 'lesson', contains: 'Se a diferença aumenta no escuro, a pupila menor é a anormal' },
    },
    {
      question: 'o que a aula disse sobre o teste de van Herick antes de dilatar?',
      expected: { kind: 'lesson', contains: 'estime a profundidade da câmara anterior (teste de van Herick)' },
    },
    {
      question: 'por que queimadura por alcali é pior que por acido?',
      expected: { kind: 'lesson', contains: 'saponificam as membranas celulares e penetram nos tecidos' },
    },
    {
      question: 'em que dias o hifema traumatico costuma ressangrar?',
      expected: { kind: 'lesson', contains: 'O ressangramento é mais frequente entre o segundo e o quinto dia' },
    },
    {
      question: 'oclusão da artéria central da retina: por que mandar para um centro de AVC?',
      expected: { kind: 'lesson', contains: 'encaminhado a um centro de AVC para investigar a fonte embólica' },
    },
    {
      question: 'por que a pilocarpina nao funciona na crise de fechamento angular com PIO muito alta?',
      expected: { kind: 'lesson', contains: 'o esfíncter da íris fica isquêmico com pressões muito altas' },
    },
    {
      question: 'no video de gonioscopia, por que o professor manda examinar no escuro e com feixe curto?',
      expected: { kind: 'lesson', contains: 'A luz causa miose e abre o ângulo artificialmente.' },
    },
    {
      question: 'na apostila, qual a meta de pH na irrigação da queimadura química?',
      expected: { kind: 'handout', contains: 'pH do fundo de saco entre 7,0 e 7,2' },
    },
    {
      question: 'o que a apostila de introdução manda evitar no hifema?',
      expected: {
        kind: 'handout',
        contains: 'Hifema: repouso, cabeceira elevada, cicloplégico, corticoide; evitar AAS e AINE',
      },
    },
    {
      question: 'na apostila de complicações da facectomia, quais antibioticos intravitreos e doses?',
      expected: { kind: 'handout', contains: 'vancomicina 1 mg + ceftazidima 2,25 mg (0,1 mL cada)' },
    },
    {
      question: 'segundo o resumo de ceratocone, a que doenças ele se associa?',
      expected: { kind: 'handout', contains: 'Associações: atopia, coçar os olhos, síndrome de Down' },
    },
    {
      question: 'no resumo da aula magna, o que fazer no fechamento angular por topiramato?',
      expected: {
        kind: 'handout',
        contains: 'Topiramato: efusão ciliocoroidal; suspender e cicloplegiar; iridotomia não resolve',
      },
    },
    {
      question: 'na apostila da temporada, pode fazer tomografia no retinoblastoma?',
      expected: { kind: 'handout', contains: 'biópsia contraindicada; evitar TC nas formas hereditárias' },
    },
    {
      question: 'resumo de graves: em que fase e ordem se operam descompressão, estrabismo e pálpebras?',
      expected: { kind: 'handout', contains: 'Cirurgia na fase inativa: descompressão' },
    },
    {
      question: 'na apostila de colírios, qual a diferença entre o implante de Ahmed e o de Baerveldt?',
      expected: { kind: 'handout', contains: 'valvulado, menos hipotonia precoce; Baerveldt: PIO final menor' },
    },
    {
      question: 'segundo a apostila, o que o estudo UKGTS mostrou?',
      expected: { kind: 'handout', contains: 'a latanoprosta preservou o campo visual em comparação ao placebo' },
    },
    {
      question: 'idosa voltou a ler sem oculos e piorou pra longe, isso é a segunda visao?',
      expected: { kind: 'question', contains: 'segunda visão é a miopia de índice induzida pela catarata nuclear' },
    },
    {
      question: 'hidroxicloroquina: quando fazer o rastreio de toxicidade na retina?',
      expected: { kind: 'question', contains: 'rastreamento anual após 5 anos, ou antes se houver fatores de risco' },
    },
    {
      question: 'o que é a estratégia SAFE da OMS para o tracoma?',
      expected: { kind: 'question', contains: 'A OMS recomenda a estratégia SAFE: cirurgia da triquíase' },
    },
    {
      question: 'paciente com gas C3F8 depois da vitrectomia pode andar de aviao?',
      expected: { kind: 'question', contains: 'se expandem com a queda da pressão atmosférica' },
    },
    {
      question: 'retinite por CMV na aids aparece com CD4 abaixo de quanto?',
      expected: { kind: 'question', contains: 'A retinite por citomegalovírus ocorre com CD4 abaixo de 50' },
    },
    {
      question: 'a uveíte heterocrômica de Fuchs tem relação com qual vírus?',
      expected: { kind: 'question', contains: 'Associa-se ao vírus da rubéola' },
    },
    {
      question: 'oftalmia simpatica: o que é e depois de que tipo de trauma aparece?',
      expected: {
        kind: 'question',
        contains: 'panuveíte granulomatosa bilateral que surge após trauma perfurante ou cirurgia intraocular',
      },
    },
    {
      question: 'corticoide pode causar coriorretinopatia serosa central? quem é o paciente típico?',
      expected: { kind: 'question', contains: 'acomete homens jovens, com perfil estressado e uso de corticoide' },
    },
    {
      question: 'conjuntivite do recem-nascido: em que dia pensar em gonococo e em clamidia?',
      expected: { kind: 'question', contains: 'gonocócica entre 2 e 5 dias, clamídia entre 5 e 14 dias' },
    },
    {
      question: 'nevo de coroide x melanoma: qual o mnemonico dos fatores de risco?',
      expected: { kind: 'question', contains: 'To Find Small Ocular Melanoma Using Helpful Hints Daily' },
    },
    {
      question: 'no caso da dor ocular depois do cinema, quando entra o manitol?',
      expected: { kind: 'case', contains: 'O manitol fica para a falha após 1 hora' },
    },
    {
      question: 'no caso do caminhoneiro diabético, por que preferiram a panfotocoagulação ao anti-VEGF isolado?',
      expected: { kind: 'case', contains: 'num caminhoneiro que mora longe, o laser é a proteção duradoura' },
    },
    {
      question: 'arterite de celulas gigantes: a biopsia da temporal atrasa o corticoide?',
      expected: { kind: 'case', contains: 'a biópsia é feita nas duas semanas seguintes para confirmar o diagnóstico' },
    },
    {
      question: 'caso do pedreiro com cal no olho: quanto soro usar na irrigação?',
      expected: { kind: 'case', contains: 'irrigação com pelo menos 2 litros de solução neutra' },
    },
    {
      question: 'celulite orbitaria com abscesso subperiosteal na criança: quando drenar?',
      expected: { kind: 'case', contains: 'a drenagem é reservada à piora visual, ao DPAR' },
    },
    {
      question: 'o que sao as fossetas de Herbert?',
      expected: { kind: 'flashcard', contains: 'Depressões límbicas deixadas por folículos cicatrizados no tracoma' },
    },
    {
      question: 'o que é o sinal de Hutchinson no herpes zoster oftalmico?',
      expected: { kind: 'flashcard', contains: 'Vesículas na ponta do nariz (ramo nasociliar do V1)' },
    },
    {
      question: 'bebe com catarata em gota de oleo, pensar em que doença?',
      expected: { kind: 'flashcard', contains: 'Catarata em gota de óleo no lactente' },
    },
    {
      question: 'qual antibiotico intracameral diminuiu endoftalmite no ESCRS?',
      expected: { kind: 'flashcard', contains: 'Cefuroxima 1 mg/0,1 mL ao fim da facectomia' },
    },
    {
      question: 'o que é a síndrome de Posner-Schlossman?',
      expected: { kind: 'flashcard', contains: 'Crises unilaterais de PIO muito alta com uveíte anterior leve' },
    },
  ],
  outOfMaterial: [
    'qual a capital da frança?',
    'como declarar imposto de renda sendo residente?',
    'qual o tratamento da otite média aguda em crianças?',
    'qual o tratamento da dengue com sinais de alarme?',
    'como tratar uma fratura de escafoide do punho?',
  ],
};
