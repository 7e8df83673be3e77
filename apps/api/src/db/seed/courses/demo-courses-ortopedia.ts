import type { DemoCourse, DemoVerticalCatalog } from './demo-course-types.ts';
import { fundamentosOrtopediaR1Course } from './demo-courses-ortopedia-fundamentos-ortopedia-r1.ts';
import { intensivoTeotCourse } from './demo-courses-ortopedia-intensivo-teot.ts';
import { traumaOrtopedicoTeotCourse } from './demo-courses-ortopedia-trauma-ortopedico-teot.ts';

/** Weekly radiograph discussions (a series of three episodes). */
const raioXDaSemana: DemoCourse = {
  slug: 'raio-x-da-semana',
  kind: 'tv',
  name: 'Raio-X da Semana: Casos de Ortopedia',
  description:
    'Série semanal de casos do pronto-socorro ortopédico, da radiografia à conduta, no formato das questões com imagem do TEOT; cerca de 1 hora e 10 minutos por temporada.',
  access: 'included',
  popularity: 604,
  categories: [
    { slug: 'trauma', name: 'Trauma' },
    { slug: 'quadril', name: 'Quadril' },
    { slug: 'ortopedia-pediatrica', name: 'Ortopedia Pediátrica' },
  ],
  handout: {
    title: 'Raio-X da Semana: resumo da temporada 1',
    lines: [
      'Episódio 1: fratura do colo do fêmur Garden IV',
      '- Cirurgia em até 48 h; idosa ativa e lúcida: artroplastia total cimentada.',
      '- Tromboprofilaxia e prevenção secundária da osteoporose.',
      '',
      'Episódio 2: fratura exposta da tíbia Gustilo IIIB',
      '- Cefazolina + gentamicina; fixador externo; retalho em até cerca de 7 dias.',
      '',
      'Episódio 3: fratura supracondiliana Gartland III',
      '- Redução incruenta e fios percutâneos; examinar nervos e perfusão.',
      '- Interósseo anterior é o nervo mais lesado no tipo em extensão.',
    ],
  },
  modules: [
    {
      title: 'Temporada 1',
      description: 'Três casos comentados do plantão de ortopedia, da radiografia à conduta.',
      lessons: [
        {
          title: 'Episódio 1: Idosa de 82 anos com queda da própria altura',
          minutes: 22,
          video: { vimeo: '918234506' },
          body: [
            'Paciente de 82 anos, independente, com dor no quadril direito após queda da própria altura, membro encurtado e em rotação externa. A radiografia mostra fratura do colo do fêmur com desvio total (Garden IV). Discutimos a sequência ideal: analgesia com bloqueio regional, compensação clínica rápida e cirurgia em até 48 horas.',
            '',
            'Como a paciente é ativa e sem déficit cognitivo, a opção é a artroplastia total com haste cimentada. No pós-operatório: carga conforme tolerância, tromboprofilaxia, prevenção de delirium e início da prevenção secundária da osteoporose.',
            '',
            '- Encurtamento com rotação externa: fratura desviada do colo ou transtrocantérica.',
            '- Radiografia normal com forte suspeita clínica: ressonância magnética para fratura oculta.',
            '- Carga imediata conforme tolerância após a artroplastia reduz complicações.',
            '- Tromboprofilaxia farmacológica por pelo menos 10 a 14 dias, de preferência até 35 dias.',
          ].join('\n'),
        },
        {
          title: 'Episódio 2: Motociclista com fratura exposta da tíbia',
          minutes: 26,
          video: { vimeo: '918235871' },
          body: [
            'Homem de 24 anos, vítima de acidente de moto, com ferida de 12 cm na face medial da perna e fratura cominutiva da diáfise da tíbia com perda de partes moles. Após o atendimento inicial pelo ATLS, cefazolina e gentamicina são iniciadas na sala de emergência, junto com a profilaxia antitetânica.',
            '',
            'No centro cirúrgico, o desbridamento mostra osso exposto sem possibilidade de cobertura local, o que classifica a fratura como Gustilo IIIB. Fazemos controle de danos com fixador externo e planejamos retalho em até cerca de 7 dias, com fixação definitiva depois.',
            '',
            '- Fotografar a ferida na admissão, cobri-la com curativo estéril e não explorá-la no pronto-socorro.',
            '- Vigiar síndrome compartimental: a fratura exposta não exclui esse diagnóstico.',
            '- Cobertura precoce de partes moles reduz a infecção no tipo IIIB.',
            '- Pulsos ausentes ou índice de pressão arterial reduzido: investigar lesão arterial (IIIC).',
          ].join('\n'),
        },
        {
          title: 'Episódio 3: Criança de 6 anos com fratura supracondiliana do úmero',
          minutes: 24,
          video: { vimeo: '918237190' },
          body: [
            'Menino de 6 anos, queda do brinquedo do parquinho com a mão espalmada, cotovelo muito edemaciado e deformado. A radiografia mostra fratura supracondiliana do úmero em extensão, completamente desviada: Gartland III. É a fratura do cotovelo mais comum na infância.',
            '',
            'O tratamento é redução incruenta e fixação percutânea com fios de Kirschner, com urgência. Antes e depois da redução, registre pulso, perfusão da mão e função dos nervos mediano, interósseo anterior, radial e ulnar.',
            '',
            '- Gartland I: sem desvio; II: desviada com cortical posterior íntegra; III: completamente desviada; IV: instabilidade multidirecional.',
            '- O nervo interósseo anterior é o mais lesado no tipo em extensão: a criança não consegue fazer o sinal de “OK”.',
            '- O fio medial pode lesar o nervo ulnar: prefira fios laterais ou faça uma pequena incisão medial.',
            '- Mão rosada e sem pulso após a redução: observação rigorosa; mão pálida e sem pulso: explorar a artéria braquial.',
            '- Complicação tardia mais comum: cúbito varo (deformidade em coronha de fuzil).',
          ].join('\n'),
          handout: {
            title: 'Fratura supracondiliana: checklist',
            lines: [
              '- Gartland I sem desvio; II cortical posterior íntegra; III desvio completo.',
              '- Exame: pulso radial, perfusão, mediano, interósseo anterior, radial e ulnar.',
              '- Tratamento do tipo III: redução incruenta e fios percutâneos.',
              '- Fio medial: risco de lesão iatrogênica do nervo ulnar.',
              '- Mão pálida sem pulso após redução: explorar a artéria braquial.',
              '- Sequela mais comum: cúbito varo.',
            ],
          },
        },
      ],
    },
  ],
};

/** A single talk (aula magna). */
const aulaMagnaOsteoporose: DemoCourse = {
  slug: 'aula-magna-fratura-por-fragilidade',
  kind: 'movie',
  name: 'Aula Magna: Fratura por Fragilidade e Osteoporose',
  description:
    'Aula magna de 38 minutos sobre o papel do ortopedista na prevenção secundária após a fratura por fragilidade, do diagnóstico ao tratamento da osteoporose, tema recorrente no TEOT.',
  access: 'included',
  popularity: 286,
  categories: [
    { slug: 'quadril', name: 'Quadril' },
    { slug: 'coluna', name: 'Coluna' },
  ],
  handout: {
    title: 'Aula Magna: fratura por fragilidade',
    lines: [
      '- Fratura de quadril ou vértebra por fragilidade: osteoporose, qualquer que seja a DXA.',
      '- DXA: T-escore <= -2,5 osteoporose; entre -1,0 e -2,5 baixa massa óssea.',
      '- FRAX (versão brasileira): risco de fratura em 10 anos.',
      '- Bisfosfonatos em primeira linha; ácido zoledrônico após fratura de quadril.',
      '- Denosumabe: não suspender sem terapia subsequente (fraturas de rebote).',
      '- Muito alto risco: teriparatida ou romosozumabe.',
      '- Sempre: prevenção de quedas, vitamina D e cálcio adequados.',
      '- Bisfosfonato por muitos anos: atenção à fratura atípica do fêmur.',
    ],
  },
  modules: [
    {
      title: 'Aula magna',
      description: 'Da fratura sentinela ao tratamento da osteoporose.',
      lessons: [
        {
          title: 'Fratura por fragilidade: o ortopedista na prevenção secundária',
          minutes: 38,
          video: { vimeo: '924461583' },
          body: [
            'Toda fratura por fragilidade (queda da própria altura ou trauma menor) em adulto acima de 50 anos deve ser tratada como sentinela de osteoporose. A fratura de quadril ou de vértebra por fragilidade já permite o diagnóstico clínico de osteoporose, independentemente da densitometria, e o risco de nova fratura é maior nos primeiros dois anos.',
            '',
            'Nesta aula magna discutimos o papel do ortopedista e das linhas de cuidado pós-fratura na identificação, na investigação e no início do tratamento. O ácido zoledrônico, iniciado após a correção cirúrgica da fratura de quadril, reduziu novas fraturas clínicas e a mortalidade no estudo HORIZON.',
            '',
            '- Densitometria: T-escore ≤ −2,5 define osteoporose; entre −1,0 e −2,5, baixa massa óssea (osteopenia).',
            '- O FRAX, que tem versão brasileira, estima o risco de fratura em 10 anos.',
            '- Bisfosfonatos são a primeira linha; o denosumabe não deve ser interrompido sem terapia subsequente, pelo risco de fraturas vertebrais de rebote.',
            '- Muito alto risco (fratura recente ou múltiplas fraturas): considerar anabólicos, como teriparatida ou romosozumabe.',
            '- Prevenção de quedas, vitamina D e ingestão adequada de cálcio completam o tratamento.',
          ].join('\n'),
          link: { label: 'Ministério da Saúde: protocolos clínicos', url: 'https://www.gov.br/saude' },
        },
      ],
    },
  ],
};

/** Ortopedia: the flagship, the introductory (freemium) and the locked courses, a series and a talk. */
export const ortopediaCatalog: DemoVerticalCatalog = {
  vertical: 'ortopedia',
  courses: [
    traumaOrtopedicoTeotCourse,
    fundamentosOrtopediaR1Course,
    intensivoTeotCourse,
    raioXDaSemana,
    aulaMagnaOsteoporose,
  ],
};
