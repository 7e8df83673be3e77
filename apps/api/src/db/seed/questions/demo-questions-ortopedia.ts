import type { DemoQuestionBank } from './demo-question-types.ts';
import { questions1 } from './demo-questions-ortopedia-1.ts';
import { questions2 } from './demo-questions-ortopedia-2.ts';
import { questions3 } from './demo-questions-ortopedia-3.ts';
import { questions4 } from './demo-questions-ortopedia-4.ts';
import { questions5 } from './demo-questions-ortopedia-5.ts';
import { questions6 } from './demo-questions-ortopedia-6.ts';

/**
 * The demo question bank of the orthopaedics vertical: R1 and TEOT-style questions over four grande áreas
 * (Trauma Ortopédico, Ortopedia do Adulto, Ortopedia Pediátrica, Ortopedia Geral), plus the five question
 * tracks that the vertical's lessons link to.
 */
export const ortopediaQuestionBank: DemoQuestionBank = {
  questions: [...questions1, ...questions2, ...questions3, ...questions4, ...questions5, ...questions6],
  tracks: [
    {
      no: 1,
      title: 'Fraturas expostas',
      description:
        'Classificação de Gustilo-Anderson, antibioticoprofilaxia, profilaxia do tétano, momento do desbridamento e cobertura de partes moles.',
      theme: 'Fraturas expostas',
    },
    {
      no: 2,
      title: 'Fraturas do quadril',
      description:
        'Fraturas do colo do fêmur, transtrocantéricas e subtrocantéricas: Garden, irrigação da cabeça femoral, fixação ou artroplastia, implantes e cuidado ortogeriátrico.',
      theme: 'Fraturas do quadril',
    },
    {
      no: 3,
      title: 'Coluna',
      description:
        'Lombalgia e sinais de alerta, hérnia discal e raízes, cauda equina, estenose, espondilólise, trauma raquimedular e escoliose.',
      theme: 'Coluna',
    },
    {
      no: 4,
      title: 'Ortopedia pediátrica',
      description:
        'Displasia do desenvolvimento do quadril, Legg-Calvé-Perthes, epifisiólise, fraturas fisárias e supracondilianas e pé torto congênito.',
      theme: 'Ortopedia Pediátrica',
    },
    {
      no: 5,
      title: 'Quadril do adulto',
      description:
        'Osteonecrose da cabeça femoral, artrose e artroplastia do quadril, tromboprofilaxia, sinal de Trendelenburg e impacto femoroacetabular.',
      theme: 'Quadril do Adulto',
    },
  ],
};
