import type { DemoQuestionBank } from './demo-question-types.ts';
import { questions1 } from './demo-questions-anestesiologia-1.ts';
import { questions2 } from './demo-questions-anestesiologia-2.ts';
import { questions3 } from './demo-questions-anestesiologia-3.ts';

/**
 * The demo question bank of the anesthesiology vertical: R1 and TEA/TSA-style questions over four grande áreas
 * (Anestesia Geral, Farmacologia, Anestesia Regional, Anestesia em Situações Especiais), plus the seven question
 * tracks that the vertical's lessons link to.
 */
export const anestesiologiaQuestionBank: DemoQuestionBank = {
  questions: [...questions1, ...questions2, ...questions3],
  tracks: [
    {
      no: 1,
      title: 'Via aérea difícil',
      description:
        'Preditores de via aérea difícil, Mallampati, Cormack-Lehane e os planos do algoritmo da DAS, até a situação não intubo, não oxigeno.',
      theme: 'Via aérea difícil',
    },
    {
      no: 2,
      title: 'Bloqueadores neuromusculares',
      description:
        'Succinilcolina e suas contraindicações, bloqueadores não despolarizantes e reversão com neostigmina e sugamadex.',
      theme: 'Bloqueadores neuromusculares',
    },
    {
      no: 3,
      title: 'Anestésicos locais',
      description:
        'Propriedades físico-químicas, doses máximas e o reconhecimento e tratamento da intoxicação sistêmica por anestésicos locais.',
      theme: 'Anestésicos locais',
    },
    {
      no: 4,
      title: 'Monitorização',
      description:
        'Capnografia, oximetria de pulso, monitorização do bloqueio neuromuscular e temperatura, com a monitorização mínima exigida pelo CFM.',
      theme: 'Monitorização',
    },
    {
      no: 5,
      title: 'Sequência rápida',
      description:
        'Indicações, escolha de hipnótico e bloqueador, pressão cricóidea e manejo da aspiração na indução em sequência rápida.',
      theme: 'Sequência rápida',
    },
    {
      no: 6,
      title: 'Anestesia obstétrica',
      description:
        'Fisiologia da gestação, analgesia de parto, raquianestesia para cesárea, pré-eclâmpsia e parada cardíaca materna.',
      theme: 'Anestesia obstétrica',
    },
    {
      no: 7,
      title: 'Crises em anestesia',
      description:
        'Hipertermia maligna, anafilaxia perioperatória, laringoespasmo, broncoespasmo, embolia gasosa e incêndio na via aérea.',
      theme: 'Crises em anestesia',
    },
  ],
};
