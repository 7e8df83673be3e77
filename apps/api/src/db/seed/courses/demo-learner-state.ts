import { accessibleCourses, lessonsOf, type SeededCourse, type SeededLesson } from './seeded-course.ts';

/** The learner-state rows of one producer's demo accounts. */
export interface LearnerStateRows {
  progress: {
    user_id: string;
    lesson_id: number;
    position_seconds: number;
    watched_at: Date | null;
    updated_at: Date;
  }[];
  completions: { user_id: string; task_id: number; completed_at: Date }[];
  trackProgress: { user_id: string; track_id: number; status: string; updated_at: Date }[];
  answers: {
    user_id: string;
    flashcard_id: number;
    answer: 'errei' | 'dificil' | 'bom' | 'facil';
    answered_at: Date;
  }[];
  ratings: { user_id: string; lesson_id: number; rating: number; updated_at: Date }[];
}

/** The demo accounts that get state (ids in this producer); freemium@ gets none, professor@ only ratings. */
export interface DemoLearners {
  aluno: string;
  novo: string;
  professor: string;
}

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const answerCycle = ['bom', 'facil', 'dificil', 'errei', 'bom', 'facil', 'bom'] as const;
const ratingsBy = {
  aluno: [5, 4, 5, 5, 4, 5, 4, 5, 5],
  professor: [5, 5, 4, 5, 5, 4, 5, 5, 4],
  novo: [4, 5, 3, 5, 4, 4, 5, 3, 4],
};

function watch(
  rows: LearnerStateRows,
  userId: string,
  lessons: readonly SeededLesson[],
  firstDaysAgo: number,
  now: number,
): void {
  lessons.forEach((lesson, index) => {
    const at = new Date(now - (firstDaysAgo - index * 2) * dayMs + index * 3 * hourMs);
    rows.progress.push({
      user_id: userId,
      lesson_id: lesson.id,
      position_seconds: lesson.duration,
      watched_at: at,
      updated_at: at,
    });
  });
}

/** One track concluded (every card answered), one in progress (about half), the others never started. */
function studyTracks(
  rows: LearnerStateRows,
  userId: string,
  tracks: readonly { id: number; cardIds: number[] }[],
  now: number,
): void {
  const [concluded, inProgress] = tracks;
  const answer = (cardIds: readonly number[], daysAgo: number) =>
    cardIds.forEach((flashcard_id, index) =>
      rows.answers.push({
        user_id: userId,
        flashcard_id,
        answer: answerCycle[index % answerCycle.length] ?? 'bom',
        answered_at: new Date(now - daysAgo * dayMs + index * 60_000),
      }),
    );
  if (concluded) {
    answer(concluded.cardIds, 5);
    rows.trackProgress.push({
      user_id: userId,
      track_id: concluded.id,
      status: 'Concluída',
      updated_at: new Date(now - 5 * dayMs + hourMs),
    });
  }
  if (inProgress) {
    answer(inProgress.cardIds.slice(0, Math.max(1, Math.floor(inProgress.cardIds.length / 2))), 1);
    rows.trackProgress.push({
      user_id: userId,
      track_id: inProgress.id,
      status: 'Em andamento',
      updated_at: new Date(now - dayMs + hourMs),
    });
  }
}

function rate(rows: LearnerStateRows, learners: DemoLearners, lessons: readonly SeededLesson[], now: number): void {
  lessons.forEach((lesson, index) => {
    const updated_at = new Date(now - (10 - index) * dayMs);
    const add = (user: keyof DemoLearners) =>
      rows.ratings.push({
        user_id: learners[user],
        lesson_id: lesson.id,
        rating: ratingsBy[user][index % 9] ?? 5,
        updated_at,
      });
    add('aluno');
    if (index % 3 !== 2) add('professor');
    if (index % 2 === 0) add('novo');
  });
}

/**
 * aluno@: lessons watched in the featured course and one other, a lesson left at 40% as the latest one
 * ("Continuar assistindo"), a few tasks done, a concluded and an in-progress flashcard track; aluno@,
 * professor@ and novo@ rate several lessons. The local-video lesson stays untouched for everyone.
 */
export function planLearnerState(
  courses: readonly SeededCourse[],
  learners: DemoLearners,
  now: Date,
): LearnerStateRows {
  const rows: LearnerStateRows = { progress: [], completions: [], trackProgress: [], answers: [], ratings: [] };
  const [featured, other] = accessibleCourses(courses).map((course) =>
    lessonsOf(course).filter((lesson) => !lesson.local),
  );
  const time = now.getTime();
  if (!featured) return rows;
  const watched = featured.slice(0, Math.min(4, featured.length - 1));
  watch(rows, learners.aluno, watched, 12, time);
  watch(rows, learners.aluno, (other ?? []).slice(0, 2), 4, time);
  const resume = featured[watched.length];
  if (resume) {
    const position = Math.round(resume.duration * 0.4);
    rows.progress.push({
      user_id: learners.aluno,
      lesson_id: resume.id,
      position_seconds: position,
      watched_at: null,
      updated_at: new Date(time - 3 * hourMs),
    });
  }
  for (const [index, lesson] of watched.slice(0, 2).entries()) {
    for (const task_id of lesson.taskIds)
      rows.completions.push({
        user_id: learners.aluno,
        task_id,
        completed_at: new Date(time - (11 - index * 2) * dayMs),
      });
  }
  studyTracks(
    rows,
    learners.aluno,
    [...featured, ...(other ?? [])].flatMap((lesson) => lesson.tracks),
    time,
  );
  rate(rows, learners, [...featured.slice(0, 6), ...(other ?? []).slice(0, 3)], time);
  return rows;
}
