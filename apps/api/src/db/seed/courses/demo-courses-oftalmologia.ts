import type { DemoCourse, DemoVerticalCatalog } from './demo-course-types.ts';
import { extensivoOftalmologia } from './demo-courses-oftalmologia-extensivo-oftalmologia.ts';
import { intensivoTituloCbo } from './demo-courses-oftalmologia-intensivo-titulo-cbo.ts';
import { introducaoOftalmologia } from './demo-courses-oftalmologia-introducao-oftalmologia.ts';

/** Weekly case discussions (a 'tv' series): one season of three episodes. */
const quintaDoFundoDeOlho: DemoCourse = {
  slug: 'quinta-do-fundo-de-olho',
  kind: 'tv',
  name: 'Quinta do Fundo de Olho: casos comentados',
  description:
    'Série semanal em que um retinólogo e um neuroftalmologista discutem casos de baixa visual no formato das questões de R1 e da prova do CBO, em episódios de 25 minutos.',
  access: 'included',
  popularity: 610,
  categories: [
    { slug: 'retina', name: 'Retina' },
    { slug: 'neuroftalmologia', name: 'Neuroftalmologia' },
  ],
  handout: {
    title: 'Quinta do Fundo de Olho: resumo da temporada',
    lines: [
      'Episódio 1: oclusão da artéria central da retina',
      'Mancha vermelho-cereja; tratar como AVC ocular e investigar fonte embólica.',
      'Acima de 50 anos: VHS e PCR para afastar arterite de células gigantes.',
      '',
      'Episódio 2: hipertensão intracraniana idiopática',
      'Papiledema exige RM com venografia antes da punção lombar.',
      'Pressão de abertura ≥ 25 cmH2O com líquor normal; acetazolamida e perda de peso.',
      '',
      'Episódio 3: retinoblastoma',
      'Leucocoria é o sinal mais comum; estrabismo, o segundo.',
      'Gene RB1 (13q14); biópsia contraindicada; evitar TC nas formas hereditárias.',
    ],
  },
  modules: [
    {
      title: 'Temporada 1',
      description: 'Três casos de baixa visual com fundo de olho, do pronto-socorro à conduta.',
      lessons: [
        {
          title: 'Episódio 1: Perda visual súbita e indolor aos 72 anos',
          minutes: 26,
          video: { vimeo: '812531740' },
          body: [
            'Paciente de 72 anos, hipertenso, acorda com perda visual súbita e indolor no olho direito, com acuidade de conta dedos e DPAR. O fundo de olho mostra retina pálida e edemaciada, com mancha vermelho-cereja na fóvea: oclusão da artéria central da retina.',
            '',
            'Discutimos por que a oclusão arterial é tratada hoje como um AVC ocular: o paciente deve ser encaminhado a um centro de AVC para investigar a fonte embólica (carótidas, ritmo cardíaco, ecocardiograma). Acima dos 50 anos, VHS e PCR são obrigatórios para afastar arterite de células gigantes, que exige corticoide imediato.',
            '',
            '- Êmbolo de colesterol (placa de Hollenhorst) numa bifurcação arteriolar sugere origem carotídea.',
            '- Uma artéria ciliorretiniana pérvia pode preservar a visão central.',
            '- Massagem ocular e paracentese de câmara anterior não mostraram benefício consistente.',
            '- Na oclusão isquêmica da veia central da retina, o risco é o glaucoma neovascular em cerca de 3 meses.',
          ].join('\n'),
        },
        {
          title: 'Episódio 2: Cefaleia, obesidade e papiledema',
          minutes: 28,
          video: { vimeo: '812534295' },
          body: [
            'Mulher de 28 anos, com IMC de 36, refere cefaleia diária, zumbido pulsátil e escurecimentos visuais transitórios ao se levantar. O fundo de olho mostra edema de disco bilateral, e há esotropia para longe por paresia do VI nervo.',
            '',
            'Papiledema é o edema de disco causado por hipertensão intracraniana e exige neuroimagem urgente: ressonância de crânio com venografia, para excluir tumor e trombose venosa cerebral. Com imagem normal, a punção lombar mostra pressão de abertura elevada e líquor de composição normal, o que fecha o diagnóstico de hipertensão intracraniana idiopática pelos critérios de Friedman.',
            '',
            '- Pressão de abertura diagnóstica no adulto: 25 cmH2O ou mais, em decúbito lateral.',
            '- Tratamento: perda de peso e acetazolamida, com campo visual e OCT seriados.',
            '- Perda visual rápida: fenestração da bainha do nervo óptico, derivação liquórica ou stent de seio venoso.',
            '- No início, o papiledema preserva a acuidade; o campo visual mostra aumento da mancha cega.',
          ].join('\n'),
          handout: {
            title: 'Hipertensão intracraniana idiopática',
            lines: [
              'Perfil: mulher jovem com obesidade; cefaleia, zumbido pulsátil, obscurecimentos.',
              'RM com venografia antes da punção lombar.',
              'Pressão de abertura ≥ 25 cmH2O (adulto) e líquor normal.',
              'Acetazolamida e perda de peso; campo visual seriado.',
            ],
          },
        },
        {
          title: 'Episódio 3: Leucocoria no teste do olhinho',
          minutes: 24,
          video: { vimeo: '812536618' },
          body: [
            'Lactente de 14 meses é trazido porque a mãe notou um reflexo branco em fotografias com flash; o pediatra confirma leucocoria no olho esquerdo no teste do reflexo vermelho. Há também estrabismo convergente recente.',
            '',
            'O retinoblastoma é o tumor intraocular maligno mais comum da infância e deve ser a primeira hipótese diante de leucocoria. A ultrassonografia e a ressonância mostram massa com calcificações; a tomografia é evitada pela radiação, sobretudo nas formas hereditárias. O diagnóstico é clínico, por mapeamento de retina sob anestesia, e a biópsia é contraindicada pelo risco de disseminação.',
            '',
            '- Leucocoria é o sinal de apresentação mais comum; estrabismo, o segundo.',
            '- Gene RB1 (13q14); as formas bilaterais são hereditárias e têm risco de outros tumores, como osteossarcoma.',
            '- Diagnóstico diferencial: doença de Coats, persistência da vasculatura fetal, toxocaríase e catarata congênita.',
            '- O teste do reflexo vermelho é feito na maternidade e repetido nas consultas de puericultura.',
          ].join('\n'),
          link: { label: 'Ministério da Saúde', url: 'https://www.gov.br/saude' },
        },
      ],
    },
  ],
};

/** A single talk (a 'movie'). */
const aulaMagnaFechamentoAngular: DemoCourse = {
  slug: 'aula-magna-fechamento-angular',
  kind: 'movie',
  name: 'Aula Magna: Fechamento angular primário',
  description:
    'Aula magna de 40 minutos sobre o fechamento angular primário, da crise aguda à iridotomia e à facectomia, com o que mais cai nas provas de R1 e do CBO.',
  access: 'included',
  popularity: 350,
  categories: [
    { slug: 'glaucoma', name: 'Glaucoma' },
    { slug: 'cornea-e-cristalino', name: 'Córnea e Cristalino' },
  ],
  handout: {
    title: 'Aula Magna: fechamento angular primário',
    lines: [
      'Fatores de risco: hipermetropia, sexo feminino, idade, ascendência asiática.',
      'Crise: dor, náuseas, halos, edema de córnea, pupila médio-fixa, PIO muito alta.',
      'Tratamento clínico: betabloqueador, alfa-2-agonista, acetazolamida 500 mg.',
      'Manitol 20% 1–2 g/kg IV se necessário; corticoide tópico.',
      'Pilocarpina só depois que a PIO cair (esfíncter isquêmico).',
      'Definitivo: iridotomia periférica a laser nos dois olhos.',
      'Facectomia: alternativa eficaz (EAGLE).',
      'Topiramato: efusão ciliocoroidal; suspender e cicloplegiar; iridotomia não resolve.',
      'Íris em platô: ângulo segue estreito após iridotomia.',
    ],
  },
  modules: [
    {
      title: 'Aula magna',
      description: 'A palestra completa, com casos clínicos e perguntas do público.',
      lessons: [
        {
          title: 'Fechamento angular primário: da crise à iridotomia',
          minutes: 40,
          video: { vimeo: '812540183' },
          body: [
            'A crise aguda de fechamento angular se apresenta com dor ocular intensa, cefaleia, náuseas e vômitos, visão borrada com halos coloridos, hiperemia ciliar, edema de córnea, pupila em média midríase pouco reativa e PIO muito elevada, muitas vezes acima de 50 mmHg. Os fatores de risco são hipermetropia, sexo feminino, idade, ascendência asiática e cristalino espesso.',
            '',
            'O tratamento inicial reduz a PIO com betabloqueador, alfa-2-agonista, acetazolamida (500 mg) e, se necessário, manitol 20% (1 a 2 g/kg IV), além de corticoide tópico. A pilocarpina só funciona depois que a PIO cai, porque o esfíncter da íris fica isquêmico com pressões muito altas. O tratamento definitivo é a iridotomia periférica a laser nos dois olhos; a facectomia é alternativa eficaz (estudo EAGLE).',
            '',
            '- O olho contralateral tem alto risco de crise: iridotomia profilática.',
            '- Topiramato causa fechamento angular bilateral por efusão ciliocoroidal, com miopia aguda: suspender a droga e usar cicloplégico; a iridotomia não resolve.',
            '- Anticolinérgicos, simpatomiméticos e antidepressivos tricíclicos podem precipitar a crise.',
            '- Íris em platô: o ângulo continua estreito após a iridotomia; tratar com iridoplastia ou facectomia.',
            '- No estudo ZAP, a iridotomia profilática em suspeitos de fechamento angular teve benefício pequeno.',
          ].join('\n'),
          link: { label: 'Conselho Brasileiro de Oftalmologia (CBO)', url: 'https://www.cbo.com.br' },
        },
      ],
    },
  ],
};

/** The ophthalmology catalog: the flagship, a freemium course, a locked R3 intensive, a series and a talk. */
export const oftalmologiaCatalog: DemoVerticalCatalog = {
  vertical: 'oftalmologia',
  courses: [
    extensivoOftalmologia,
    introducaoOftalmologia,
    intensivoTituloCbo,
    quintaDoFundoDeOlho,
    aulaMagnaFechamentoAngular,
  ],
};
