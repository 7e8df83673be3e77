import type { DemoFlashcard } from './demo-flashcard-types.ts';

/**
 * The demo cards with a picture (issue 14), two per vertical: the picture asks (letters), the back answers. They
 * join a lesson track, so a learner finds them in a short queue (and the tenant matrix finds one to ask for).
 */
export const pictureCards: Readonly<Record<string, readonly DemoFlashcard[]>> = {
  ortopedia: [
    {
      subject: ['Ortopedia Pediátrica', 'Trauma e Deformidades na Criança', 'Fraturas na criança', 'Fraturas fisárias'],
      frente: 'Classifique pelo Salter-Harris as fraturas fisárias desenhadas de A a E.',
      verso:
        'A: tipo I (atravessa a fise); B: tipo II (fise e metáfise, o mais comum); C: tipo III (fise e epífise, intra-articular); D: tipo IV (metáfise, fise e epífise); E: tipo V (compressão da fise).',
      image: 'salter-harris',
      track: 'Salter-Harris',
    },
    {
      subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
      frente: 'Classifique por Pauwels os traços de fratura do colo do fêmur A, B e C (ângulo com a horizontal).',
      verso:
        'A: Pauwels I (menos de 30°); B: Pauwels II (30° a 50°); C: Pauwels III (mais de 50°, o mais vertical e instável, maior risco de pseudartrose).',
      image: 'pauwels',
      track: 'Fraturas do colo do fêmur: Garden e Pauwels',
    },
  ],
  oftalmologia: [
    {
      subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto', 'Nervo óptico e campo visual'],
      frente: 'Estime a relação escavação/disco vertical dos discos ópticos A e B.',
      verso: 'A: cerca de 0,3 (fisiológica); B: cerca de 0,8 (escavação aumentada, suspeita de glaucoma).',
      image: 'cup-to-disc',
      track: 'Gonioscopia e nervo óptico',
    },
    {
      subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto', 'Nervo óptico e campo visual'],
      frente: 'Qual dos discos ópticos desenhados sugere dano glaucomatoso, e o que mais procurar nele?',
      verso:
        'O disco B (escavação de cerca de 0,8, rima fina); procurar entalhe da rima, violação da regra ISNT, assimetria entre os olhos maior que 0,2 e hemorragia de disco.',
      image: 'cup-to-disc',
      track: 'Gonioscopia e nervo óptico',
    },
  ],
  anestesiologia: [
    {
      subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Preditores de via aérea difícil'],
      frente: 'Classifique por Mallampati as visões da orofaringe A a D (boca aberta, língua protrusa, sentado).',
      verso:
        'A: classe I (palato mole, fauces, úvula e pilares); B: classe II (palato mole, fauces e úvula); C: classe III (palato mole e base da úvula); D: classe IV (só o palato duro).',
      image: 'mallampati',
      track: 'Avaliação pré-anestésica e via aérea',
    },
    {
      subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Preditores de via aérea difícil'],
      frente: 'Classifique por Cormack-Lehane as visões laringoscópicas A a D.',
      verso:
        'A: grau 1 (glote inteira); B: grau 2 (só a parte posterior da glote); C: grau 3 (só a epiglote); D: grau 4 (nem a epiglote).',
      image: 'cormack-lehane',
      track: 'Avaliação pré-anestésica e via aérea',
    },
  ],
  'cirurgia-vascular': [
    {
      subject: [
        'Doenças Arteriais',
        'Doença Arterial Obstrutiva Periférica',
        'Doença arterial periférica',
        'Diagnóstico e classificação',
      ],
      frente: 'Com as pressões da figura, qual o ITB do membro inferior direito?',
      verso:
        '100 / 130 ≈ 0,77: a maior pressão do tornozelo direito (tibial posterior) sobre a maior braquial dos dois braços; 0,90 ou menos confirma DAP.',
      image: 'ankle-pressures',
      track: 'Classificações da DAP',
    },
    {
      subject: [
        'Doenças Arteriais',
        'Doença Arterial Obstrutiva Periférica',
        'Doença arterial periférica',
        'Diagnóstico e classificação',
      ],
      frente: 'Com as pressões da figura, qual o ITB do membro inferior esquerdo, e como se interpreta?',
      verso:
        '80 / 130 ≈ 0,62 (maior pressão do tornozelo esquerdo sobre a maior braquial): DAP (0,90 ou menos), sem chegar a grave (abaixo de 0,40).',
      image: 'ankle-pressures',
      track: 'Classificações da DAP',
    },
  ],
};
