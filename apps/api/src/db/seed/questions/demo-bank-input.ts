import type { BankQuestionInput, BankTrackInput } from './question-bank-writer.ts';
import type { DemoQuestionBank } from './demo-question-types.ts';

/** The writer's input from a vertical's demo bank: questions as they are, tracks as the indexes of their theme. */
export function demoBankInput(bank: DemoQuestionBank): {
  questions: BankQuestionInput[];
  tracks: (BankTrackInput & { no: number })[];
} {
  const questions = bank.questions.map((question) => ({
    ...question,
    status: question.annulled ? ('annulled' as const) : ('published' as const),
  }));
  const tracks = bank.tracks.map((track) => ({
    no: track.no,
    title: track.title,
    description: track.description,
    // Annulled questions stay out of tracks: a track is practice, and an annulled question teaches nothing sure.
    questionIndexes: questions.flatMap((question, index) =>
      question.status === 'published' && question.subject.includes(track.theme) ? [index] : [],
    ),
  }));
  return { questions, tracks };
}
