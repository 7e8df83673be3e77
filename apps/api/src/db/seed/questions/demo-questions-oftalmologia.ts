import type { DemoQuestionBank } from './demo-question-types.ts';
import { questions1 } from './demo-questions-oftalmologia-1.ts';
import { questions2 } from './demo-questions-oftalmologia-2.ts';
import { questions3 } from './demo-questions-oftalmologia-3.ts';

/**
 * The demo question bank of the ophthalmology vertical: about 160 questions in the style of R1/R3 residency
 * exams and the CBO board exam, over one subject tree (Semiologia e Urgências Oftalmológicas, Segmento
 * Anterior, Retina e Úvea, Neuroftalmologia, Órbita e Oftalmopediatria), plus the tracks lesson tasks link to.
 */
export const oftalmologiaQuestionBank: DemoQuestionBank = {
  questions: [...questions1, ...questions2, ...questions3],
  tracks: [
    {
      no: 1,
      title: 'Gonioscopia',
      description:
        'Lentes, estruturas do ângulo, classificação de Shaffer e indentação, com os achados gonioscópicos dos glaucomas secundários.',
      theme: 'Gonioscopia',
    },
    {
      no: 2,
      title: 'Retinopatia diabética',
      description:
        'Rastreamento, classificação, edema macular e retinopatia proliferativa, à luz dos estudos DRS, ETDRS e DRCR Retina Network.',
      theme: 'Retinopatia diabética',
    },
    {
      no: 3,
      title: 'Ceratites infecciosas',
      description:
        'Ceratites bacteriana, fúngica, por Acanthamoeba e herpética: agente provável, raspado, tratamento e os ensaios SCUT, MUTT e HEDS.',
      theme: 'Ceratites infecciosas',
    },
    {
      no: 4,
      title: 'Neuroftalmologia',
      description:
        'Neurite óptica, neuropatias isquêmicas, paralisias oculomotoras, pupila e vias ópticas em casos de prova de título.',
      theme: 'Neuroftalmologia',
    },
    {
      no: 5,
      title: 'Órbita e pálpebras',
      description:
        'Celulites periorbitárias, orbitopatia de Graves, tumores e ptose palpebral, vias lacrimais e fraturas de órbita.',
      theme: 'Órbita e Pálpebras',
    },
    {
      no: 6,
      title: 'Olho vermelho',
      description:
        'Conjuntivites, episclerite e esclerite, sinais de alarme e armadilhas do pronto-socorro diante do olho vermelho.',
      theme: 'Olho vermelho',
    },
    {
      no: 12,
      title: 'Questões de tonometria',
      description:
        'Princípio de Goldmann, fontes de erro, influência da córnea e os tonômetros alternativos, do rebote ao contorno dinâmico.',
      theme: 'Tonometria',
    },
  ],
};
