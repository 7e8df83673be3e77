import type { AnswerInput, Answerer, RetrievedPassage } from '../assistant-types.ts';

export function testPassage(id: number, title: string, body: string): RetrievedPassage {
  const address = { course_id: null, module_id: null, lesson_id: id, page: null, seconds: null };
  return { id, kind: 'lesson', source_id: id, part: 0, ...address, title, body, text_score: 1, score: 1 };
}

export function testAnswerInput(overrides: Partial<AnswerInput> = {}): AnswerInput {
  return {
    question: 'Qual o alvo de lactato na sepse?',
    passages: [
      testPassage(1, 'Sepse', 'O lactato acima de 2 mmol/L indica hipoperfusão.'),
      testPassage(2, 'Choque', 'Noradrenalina é o vasopressor de primeira escolha.'),
    ],
    context: null,
    assistantName: 'Íris',
    producerName: 'Medicina Sem Mistério',
    signal: new AbortController().signal,
    ...overrides,
  };
}

export interface StreamOutcome {
  deltas: string[];
  /** When each delta arrived (ms since the call). */
  times: number[];
  error: unknown;
  elapsedMs: number;
}

/** Reads an answerer's stream to its end (or its error); `onDelta` may stop it (return false) or abort. */
export async function readStream(
  answerer: Answerer,
  input: AnswerInput,
  onDelta: (index: number) => boolean | void = () => true,
): Promise<StreamOutcome> {
  const outcome: StreamOutcome = { deltas: [], times: [], error: null, elapsedMs: 0 };
  const started = performance.now();
  try {
    for await (const delta of answerer.stream(input)) {
      outcome.deltas.push(delta);
      outcome.times.push(performance.now() - started);
      if (onDelta(outcome.deltas.length - 1) === false) break;
    }
  } catch (error) {
    outcome.error = error;
  }
  outcome.elapsedMs = performance.now() - started;
  return outcome;
}
