import type { DemoCourse, DemoVerticalCatalog } from './demo-course-types.ts';
import { extensivoAnestesiologia } from './demo-courses-anestesiologia-extensivo-anestesiologia.ts';
import { intensivoTeaTsa } from './demo-courses-anestesiologia-intensivo-tea-tsa.ts';
import { introducaoAnestesiologia } from './demo-courses-anestesiologia-introducao-anestesiologia.ts';

/** Weekly case discussions (a 'tv' series): one season of three episodes. */
const casoDaSemanaSalaOperatoria: DemoCourse = {
  slug: 'caso-da-semana-sala-operatoria',
  kind: 'tv',
  name: 'Caso da Semana: Sala Operatória',
  description:
    'Série semanal com crises reais de sala operatória discutidas passo a passo no formato das questões do TEA, em episódios de 25 minutos.',
  access: 'included',
  popularity: 580,
  categories: [
    { slug: 'via-aerea', name: 'Via Aérea' },
    { slug: 'farmacologia', name: 'Farmacologia' },
    { slug: 'obstetrica', name: 'Obstétrica' },
  ],
  handout: {
    title: 'Caso da Semana: resumo da temporada',
    lines: [
      'Episódio 1: não intubo, não oxigeno',
      'Declarar CICO, bloqueio completo, pescoço estendido, bisturi-bougie-tubo 6,0.',
      'Membrana não palpável: incisão vertical de 8 a 10 cm.',
      '',
      'Episódio 2: anafilaxia perioperatória',
      'Adrenalina IV: 10–20 mcg (grau II); 100–200 mcg (grau III), repetir a cada 1–2 min.',
      'Triptase entre 30 min e 2 h, e basal após 24 h; testes cutâneos em 4–6 semanas.',
      '',
      'Episódio 3: parada cardíaca na gestante',
      'Deslocamento uterino manual à esquerda; acesso venoso acima do diafragma.',
      'Sem retorno da circulação em 4 min: histerotomia, com nascimento em até 5 min.',
    ],
  },
  modules: [
    {
      title: 'Temporada 1',
      description: 'Três crises que todo anestesiologista precisa saber conduzir.',
      lessons: [
        {
          title: 'Episódio 1: Não intubo, não oxigeno',
          minutes: 28,
          video: { vimeo: '835290413' },
          body: [
            'Homem de 48 anos, IMC de 42, roncador, Mallampati IV, para colecistectomia. Após a indução, duas laringoscopias com videolaringoscópio falham, o dispositivo supraglótico não veda e a ventilação sob máscara a quatro mãos não mantém a saturação, que cai para 70%.',
            '',
            'O episódio percorre o algoritmo da DAS em tempo real: declarar a situação "não intubo, não oxigeno", garantir bloqueio neuromuscular completo, estender o pescoço e realizar a cricotireoidostomia com bisturi. Discutimos também o que poderia ter sido feito antes: intubação acordado com fibroscópio em paciente com vários preditores de via aérea difícil.',
            '',
            '- Técnica bisturi-bougie-tubo: incisão transversa na membrana cricotireóidea, rotação da lâmina, bougie e tubo 6,0 com balonete.',
            '- Membrana não palpável: incisão vertical de 8 a 10 cm na pele para identificá-la.',
            '- Insistir em tentativas repetidas de intubação atrasa a decisão: limite as tentativas.',
            '- No obeso: rampa, cabeceira elevada e oxigenação apneica durante a laringoscopia.',
          ].join('\n'),
        },
        {
          title: 'Episódio 2: Anafilaxia após a indução',
          minutes: 26,
          video: { vimeo: '835292948' },
          body: [
            'Mulher de 35 anos recebe cefazolina, propofol e rocurônio; cinco minutos depois, a pressão arterial cai para 60/30 mmHg, surgem broncoespasmo, queda do EtCO2 e eritema difuso. O diagnóstico é anafilaxia perioperatória grau III.',
            '',
            'A conduta gira em torno da adrenalina: suspender os agentes suspeitos, pedir ajuda, O2 a 100%, elevar os membros inferiores e administrar adrenalina IV em bolus titulados, com expansão volêmica rápida. Anti-histamínicos e corticoides são adjuvantes e não substituem a adrenalina.',
            '',
            '- Adrenalina IV: 10 a 20 mcg no grau II e 100 a 200 mcg no grau III, repetida a cada 1 a 2 minutos; infusão se necessário.',
            '- Cristaloide: 20 mL/kg, repetido conforme a resposta.',
            '- Triptase sérica entre 30 minutos e 2 horas após o início, e dosagem basal após 24 horas.',
            '- Principais agentes: bloqueadores neuromusculares, antibióticos, clorexidina, látex e corantes; investigar com testes cutâneos em 4 a 6 semanas.',
          ].join('\n'),
          handout: {
            title: 'Anafilaxia perioperatória',
            lines: [
              'Suspender o agente, O2 100%, pedir ajuda, elevar as pernas.',
              'Adrenalina IV: 10–20 mcg (grau II) ou 100–200 mcg (grau III).',
              'Cristaloide 20 mL/kg; infusão de adrenalina se refratário.',
              'Triptase: 30 min–2 h e basal após 24 h.',
              'Encaminhar para testes alérgicos em 4–6 semanas.',
            ],
          },
          questionTrack: { label: 'Crises em anestesia', no: 7 },
        },
        {
          title: 'Episódio 3: Parada cardíaca na gestante',
          minutes: 24,
          video: { vimeo: '835295482' },
          body: [
            'Gestante de 36 semanas em trabalho de parto, com analgesia peridural e sulfato de magnésio por pré-eclâmpsia, convulsiona e evolui para parada cardíaca. A equipe inicia a reanimação enquanto discute as causas: eclâmpsia, hemorragia, embolia amniótica, intoxicação por anestésico local ou por magnésio.',
            '',
            'A reanimação na gestante tem particularidades: compressões de alta qualidade com deslocamento manual do útero para a esquerda, acesso venoso acima do diafragma e preparo imediato para a histerotomia de ressuscitação. Se não houver retorno da circulação em 4 minutos, a cesárea perimortem deve começar para que o nascimento ocorra em até 5 minutos, quando o fundo uterino está na altura da cicatriz umbilical ou acima.',
            '',
            '- A histerotomia de ressuscitação melhora a reanimação materna, qualquer que seja a viabilidade fetal.',
            '- Suspeita de intoxicação por magnésio: suspender a infusão e dar gluconato de cálcio IV.',
            '- Suspeita de intoxicação por anestésico local: emulsão lipídica 20%.',
            '- Via aérea precoce, por profissional experiente, pela dessaturação rápida.',
          ].join('\n'),
          link: { label: 'Sociedade Brasileira de Anestesiologia (SBA)', url: 'https://www.sbahq.org' },
        },
      ],
    },
  ],
};

/** A single talk (a 'movie'). */
const aulaMagnaHipertermiaMaligna: DemoCourse = {
  slug: 'aula-magna-hipertermia-maligna',
  kind: 'movie',
  name: 'Aula Magna: Hipertermia maligna, do gatilho ao dantrolene',
  description:
    'Aula magna de 40 minutos sobre fisiopatologia, diagnóstico e tratamento da hipertermia maligna, com o protocolo de crise e as questões mais cobradas no TEA.',
  access: 'included',
  popularity: 420,
  categories: [
    { slug: 'farmacologia', name: 'Farmacologia' },
    { slug: 'monitorizacao', name: 'Monitorização' },
  ],
  handout: {
    title: 'Aula Magna: hipertermia maligna',
    lines: [
      'Farmacogenética, autossômica dominante: RYR1 (principal) e CACNA1S.',
      'Gatilhos: halogenados e succinilcolina.',
      'Sinal precoce: EtCO2 subindo apesar de aumentar a ventilação; taquicardia, rigidez.',
      'Hipertermia costuma ser tardia; acidose mista, hipercalemia, CK alta, mioglobinúria.',
      'Suspender halogenados; O2 100% em alto fluxo (10 L/min ou mais); hiperventilar.',
      'Dantrolene 2,5 mg/kg IV, repetir até controle; pode passar de 10 mg/kg.',
      'Resfriar se > 39 °C; parar ao chegar a 38 °C.',
      'Não associar bloqueadores de canais de cálcio ao dantrolene.',
      'UTI por 24 h ou mais: risco de recrudescência.',
      'Família: teste de contratura com halotano e cafeína e pesquisa genética.',
    ],
  },
  modules: [
    {
      title: 'Aula magna',
      description: 'A palestra completa, com o protocolo de crise e perguntas do público.',
      lessons: [
        {
          title: 'Hipertermia maligna: reconhecimento e tratamento',
          minutes: 40,
          video: { vimeo: '835298017' },
          body: [
            'A hipertermia maligna é uma doença farmacogenética do músculo esquelético, de herança autossômica dominante, ligada sobretudo a mutações no receptor de rianodina (RYR1) e, menos vezes, no gene CACNA1S. Em pessoas suscetíveis, halogenados e succinilcolina provocam liberação descontrolada de cálcio do retículo sarcoplasmático, com hipermetabolismo, rigidez e rabdomiólise.',
            '',
            'O sinal mais precoce costuma ser o aumento inexplicado do EtCO2 apesar do aumento da ventilação-minuto, acompanhado de taquicardia, rigidez (inclusive do masseter), acidose mista e hipercalemia; a hipertermia é frequentemente tardia. O tratamento começa ao primeiro sinal: suspender os halogenados, hiperventilar com O2 a 100% em alto fluxo e administrar dantrolene.',
            '',
            '- Dantrolene: 2,5 mg/kg IV em bolus, repetido até o controle dos sinais; pode ser preciso ultrapassar 10 mg/kg.',
            '- Resfriamento ativo se a temperatura passar de 39 °C, interrompido ao chegar a 38 °C.',
            '- Hipercalemia: cálcio, glicose com insulina e bicarbonato; não usar bloqueadores de canais de cálcio com dantrolene.',
            '- Observar em UTI por pelo menos 24 horas, pelo risco de recrudescência.',
            '- Investigação da família: teste de contratura com halotano e cafeína e pesquisa genética.',
          ].join('\n'),
          link: { label: 'Sociedade Brasileira de Anestesiologia (SBA)', url: 'https://www.sbahq.org' },
        },
      ],
    },
  ],
};

/** The anesthesiology catalog: the flagship, a freemium course, a locked TEA/TSA intensive, a series and a talk. */
export const anestesiologiaCatalog: DemoVerticalCatalog = {
  vertical: 'anestesiologia',
  courses: [
    extensivoAnestesiologia,
    introducaoAnestesiologia,
    intensivoTeaTsa,
    casoDaSemanaSalaOperatoria,
    aulaMagnaHipertermiaMaligna,
  ],
};
