/** What each vertical's offers say: its exams, what its questions and the Hotmart immersion cover. */
export interface VerticalOfferTexts {
  /** The exams the extensivo prepares for ("provas de R1 e Prova de Título do CBO"). */
  exams: string;
  /** A highlight only this specialty has. */
  specialtyHighlight: string;
  /** The locked course's product (code r3-intensivo): its name and what it covers. */
  intensivo: { name: string; description: string; highlights: readonly string[] };
  /** The product sold on Hotmart. */
  immersion: { code: string; name: string; description: string; highlights: readonly string[] };
}

export const demoOfferTexts: Record<string, VerticalOfferTexts> = {
  oftalmologia: {
    exams: 'provas de residência em Oftalmologia e a Prova de Título do CBO',
    specialtyHighlight: 'Casos de retina, glaucoma e córnea com retinografias e campos visuais comentados',
    intensivo: {
      name: 'Intensivo R3: Prova de Título do CBO',
      description:
        'Revisão dirigida para a Prova Nacional de Oftalmologia do CBO: neuroftalmologia, estrabismo, plástica ocular e órbita, com questões das últimas edições.',
      highlights: [
        'Revisão de neuroftalmologia, estrabismo e órbita no ritmo da prova',
        'Questões das últimas provas do CBO com comentário do professor',
        'Simulados cronometrados no formato da prova teórica',
      ],
    },
    immersion: {
      code: 'imersao-retina',
      name: 'Imersão em Retina: OCT e Angiofluoresceinografia',
      description:
        'Dois dias de leitura de exames: OCT macular, angiofluoresceinografia e o manejo da retinopatia diabética e da DMRI.',
      highlights: ['Leitura guiada de OCT e angiografias reais', 'Condutas em retinopatia diabética e DMRI'],
    },
  },
  anestesiologia: {
    exams: 'provas de residência em Anestesiologia e o TEA/TSA da SBA',
    specialtyHighlight: 'Farmacologia dos anestésicos, via aérea e bloqueios com questões do TEA comentadas',
    intensivo: {
      name: 'Intensivo TEA/TSA: Regional, Obstétrica e Pediátrica',
      description:
        'Revisão final para o TEA e o TSA: anestesia regional, obstétrica e pediátrica, com as questões mais cobradas pela SBA.',
      highlights: [
        'Bloqueios periféricos e neuroeixo com doses e complicações',
        'Anestesia obstétrica e pediátrica no padrão da SBA',
        'Simulados no formato do TEA',
      ],
    },
    immersion: {
      code: 'imersao-via-aerea',
      name: 'Imersão em Via Aérea Difícil',
      description:
        'O algoritmo de via aérea difícil passo a passo: avaliação, videolaringoscopia, dispositivos supraglóticos e via aérea cirúrgica.',
      highlights: ['Algoritmos da DAS e da ASA comentados', 'Cenários de “não intubo, não oxigeno”'],
    },
  },
  'cirurgia-vascular': {
    exams: 'provas de acesso à residência em Cirurgia Vascular (R3) e o Título da SBACV',
    specialtyHighlight: 'Doença arterial periférica, aneurismas e TEV com angiotomografias comentadas',
    intensivo: {
      name: 'Intensivo R3 e Título SBACV',
      description:
        'Revisão intensiva para o R3 de Cirurgia Vascular e o Título da SBACV: aneurismas, carótidas, isquemia crítica e trauma vascular.',
      highlights: [
        'Aneurisma de aorta, carótidas e isquemia crítica no padrão das provas de R3',
        'Questões das provas de R3 e do Título SBACV comentadas',
        'Simulados cronometrados de R3',
      ],
    },
    immersion: {
      code: 'imersao-doppler',
      name: 'Imersão em Ecografia Vascular com Doppler',
      description:
        'Mapeamento venoso, estudo de carótidas e diagnóstico de trombose venosa profunda ao Doppler, com exames gravados.',
      highlights: ['Protocolos de carótidas e de TVP', 'Mapeamento venoso para varizes e acessos'],
    },
  },
  ortopedia: {
    exams: 'provas de residência em Ortopedia e Traumatologia e o TEOT da SBOT',
    specialtyHighlight: 'Trauma, coluna e ortopedia pediátrica com radiografias comentadas',
    intensivo: {
      name: 'Intensivo TEOT: Pediatria, Ombro e Quadril',
      description:
        'Revisão final para o TEOT: ortopedia pediátrica, ombro e quadril, com as questões mais cobradas pela SBOT.',
      highlights: [
        'Ortopedia pediátrica, ombro e quadril no padrão do TEOT',
        'Questões das últimas provas do TEOT comentadas',
        'Simulados no formato da prova teórica',
      ],
    },
    immersion: {
      code: 'imersao-fraturas-expostas',
      name: 'Imersão em Fraturas Expostas',
      description:
        'Classificação de Gustilo-Anderson, antibioticoprofilaxia, desbridamento e fixação: o atendimento da fratura exposta do pronto-socorro ao centro cirúrgico.',
      highlights: ['Antibiótico e desbridamento no tempo certo', 'Fixador externo e fixação definitiva'],
    },
  },
};
