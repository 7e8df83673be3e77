const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

export interface DemoSimulado {
  key: 'open' | 'finished' | 'lightning';
  title: string;
  description: string;
  instructions: string;
  timeLimitMinutes: number;
  opensAt: Date;
  closesAt: Date;
  /** Indexes into the producer's bank. */
  questionIndexes: number[];
}

function instructions(count: number, minutes: number): string {
  return [
    `- ${count} questões de múltipla escolha, com uma única alternativa correta cada.`,
    `- Tempo: ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}, contados a partir do início; o cronômetro não para se você sair da página.`,
    '- Cada resposta é salva automaticamente; você pode fechar a página e voltar antes do fim do tempo.',
    '- No fim do tempo, o simulado é entregue automaticamente com as respostas salvas.',
    '- Questões anuladas contam como acerto para todos.',
    '- O resultado compara seu desempenho com o dos outros participantes da plataforma.',
  ].join('\n');
}

/** Every `step`-th index from `offset`, `count` of them, over `size` questions (wrapping). */
function spread(size: number, count: number, step: number, offset: number): number[] {
  const picked: number[] = [];
  for (let index = offset; picked.length < Math.min(count, size); index += step) {
    const candidate = index % size;
    if (!picked.includes(candidate)) picked.push(candidate);
    else index += 1;
  }
  return picked;
}

/** The three simulados of a producer: one open now, one finished (with peers), and a one-minute one. */
export function demoSimulados(specialty: string, bankSize: number, now: Date): DemoSimulado[] {
  const at = (days: number) => new Date(now.getTime() + days * dayMs);
  return [
    {
      key: 'open',
      title: `Simulado Nacional de ${specialty}`,
      description: `Trinta questões no padrão das provas de residência e de título de ${specialty}, com ranking entre os alunos da plataforma.`,
      instructions: instructions(30, 120),
      timeLimitMinutes: 120,
      opensAt: at(-3),
      closesAt: at(60),
      questionIndexes: spread(bankSize, 30, 5, 0),
    },
    {
      key: 'finished',
      title: `Simulado de abertura: ${specialty}`,
      description: 'O primeiro simulado do semestre: veja o gabarito comentado e sua posição entre os participantes.',
      instructions: instructions(20, 60),
      timeLimitMinutes: 60,
      opensAt: at(-40),
      closesAt: at(-10),
      questionIndexes: spread(bankSize, 20, 7, 2),
    },
    {
      key: 'lightning',
      title: 'Minissimulado relâmpago',
      description: 'Cinco questões em um minuto: treine a decisão rápida sob pressão de tempo.',
      instructions: instructions(5, 1),
      timeLimitMinutes: 1,
      opensAt: at(-1),
      closesAt: at(365),
      questionIndexes: spread(bankSize, 5, 11, 4),
    },
  ];
}
