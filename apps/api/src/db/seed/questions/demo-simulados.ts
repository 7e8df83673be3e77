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

/**
 * Every `step`-th index from `offset`, `count` of them, over `size` questions (wrapping); an index already picked
 * or `taken` by another simulado gives way to the next free one.
 */
function spread(
  size: number,
  count: number,
  step: number,
  offset: number,
  taken: ReadonlySet<number> = new Set(),
): number[] {
  const picked: number[] = [];
  const wanted = Math.min(count, size - taken.size);
  for (let i = 0; picked.length < wanted; i += 1) {
    let candidate = (offset + i * step) % size;
    while (taken.has(candidate) || picked.includes(candidate)) candidate = (candidate + 1) % size;
    picked.push(candidate);
  }
  return picked;
}

/**
 * The three simulados of a producer: one open now, one finished (with peers), and a one-minute one, over
 * questions they do not share: the questions of an open simulado are held back from the bank and from other
 * results until it closes, so the finished one's answer key shows whole.
 */
export function demoSimulados(specialty: string, bankSize: number, now: Date): DemoSimulado[] {
  const at = (days: number) => new Date(now.getTime() + days * dayMs);
  const open = spread(bankSize, 30, 5, 0);
  const finished = spread(bankSize, 20, 7, 2, new Set(open));
  const lightning = spread(bankSize, 5, 11, 4, new Set([...open, ...finished]));
  return [
    {
      key: 'open',
      title: `Simulado Nacional de ${specialty}`,
      description: `Trinta questões no padrão das provas de residência e de título de ${specialty}, com ranking entre os alunos da plataforma.`,
      instructions: instructions(30, 120),
      timeLimitMinutes: 120,
      opensAt: at(-3),
      closesAt: at(60),
      questionIndexes: open,
    },
    {
      key: 'finished',
      title: `Simulado de abertura: ${specialty}`,
      description: 'O primeiro simulado do semestre: veja o gabarito comentado e sua posição entre os participantes.',
      instructions: instructions(20, 60),
      timeLimitMinutes: 60,
      opensAt: at(-40),
      closesAt: at(-10),
      questionIndexes: finished,
    },
    {
      key: 'lightning',
      title: 'Minissimulado relâmpago',
      description: 'Cinco questões em um minuto: treine a decisão rápida sob pressão de tempo.',
      instructions: instructions(5, 1),
      timeLimitMinutes: 1,
      opensAt: at(-1),
      closesAt: at(365),
      questionIndexes: lightning,
    },
  ];
}
