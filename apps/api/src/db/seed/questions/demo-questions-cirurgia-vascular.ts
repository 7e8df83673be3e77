import type { DemoQuestionBank } from './demo-question-types.ts';
import { questions1 } from './demo-questions-cirurgia-vascular-1.ts';
import { questions2 } from './demo-questions-cirurgia-vascular-2.ts';
import { questions3 } from './demo-questions-cirurgia-vascular-3.ts';

/**
 * The demo question bank of cirurgia vascular (R1, R3 and the SBACV specialty title), in four grandes áreas:
 * Doenças Arteriais, Aorta e Aneurismas, Doenças Venosas e Linfáticas, and Trauma, Acessos e Fundamentos.
 * The tracks are the ones the course lessons already link to (`/questoes/trilha/<no>`).
 */
export const cirurgiaVascularQuestionBank: DemoQuestionBank = {
  questions: [...questions1, ...questions2, ...questions3],
  tracks: [
    {
      no: 1,
      title: 'Doença arterial periférica',
      description:
        'Classificações de Fontaine e Rutherford, ITB, tratamento clínico do claudicante e escolha da revascularização na isquemia crônica.',
      theme: 'Doença arterial periférica',
    },
    {
      no: 2,
      title: 'Aneurismas da aorta',
      description:
        'Rastreamento, vigilância e indicação de correção do AAA, EVAR e endoleaks, e aneurismas torácicos e toracoabdominais.',
      theme: 'Aneurismas da aorta',
    },
    {
      no: 3,
      title: 'Carótidas',
      description:
        'Estenose carotídea sintomática e assintomática, critérios do duplex e complicações da endarterectomia.',
      theme: 'Carótidas',
    },
    {
      no: 4,
      title: 'Tromboembolismo venoso',
      description:
        'Diagnóstico da TVP e da TEP, escolha e duração da anticoagulação, profilaxia, trombólise e filtro de veia cava.',
      theme: 'Tromboembolismo venoso',
    },
    {
      no: 5,
      title: 'Isquemia aguda de membros',
      description:
        'Embolia e trombose arterial, classificação de Rutherford, trombólise, síndrome de reperfusão e fasciotomia.',
      theme: 'Isquemia aguda de membros',
    },
    {
      no: 6,
      title: 'Acessos para hemodiálise',
      description:
        'Planejamento e maturação da fístula arteriovenosa, complicações do acesso e cateteres de hemodiálise.',
      theme: 'Acessos para hemodiálise',
    },
    {
      no: 7,
      title: 'Aneurismas periféricos e viscerais',
      description: 'Aneurisma poplíteo, aneurismas esplênico e hepático e pseudoaneurismas femorais e viscerais.',
      theme: 'Aneurismas periféricos e viscerais',
    },
  ],
};
