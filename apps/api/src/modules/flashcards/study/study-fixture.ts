import type { Database } from '../../../db/database.ts';
import { courseInput, grantAccess, lessonInput } from '../../courses/course-test-support.ts';
import { writeCourse } from '../../courses/course-writer.ts';
import {
  categoryId,
  createLearner,
  createProducer,
  createSampleBank,
  type TestLearner,
} from '../../questions/question-test-support.ts';
import { insertNote } from './study-test-support.ts';

/**
 * The study tests' producer (not a test file): a small bank (subjects, questions), a basic, a reversible and a
 * cloze note, a course the learners can open with a 3-card lesson track, a locked course with another; and
 * another producer with its own deck, card and track.
 */
export interface StudyFixture {
  producer: string;
  other: TestLearner;
  otherCard: number;
  otherTrack: number;
  otherDeck: number;
  cardio: number;
  nefro: number;
  basic: number;
  reversible: number;
  cloze: number;
  openTrack: number;
  openTrackCards: number[];
  lockedTrack: number;
  lockedTrackCards: number[];
  questions: number[];
}

export async function writeStudyFixture(db: Database): Promise<StudyFixture> {
  const ids = {} as StudyFixture;
  const producer = await createProducer(db);
  ids.producer = producer.id;
  const bank = await createSampleBank(db, producer.id, 8);
  ids.questions = bank.questionIds;
  ids.cardio = categoryId(bank, '7:Clínica Médica/Cardiologia');
  ids.nefro = categoryId(bank, '7:Clínica Médica/Nefrologia');
  const heart = categoryId(bank, '7:Clínica Médica/Cardiologia/Insuficiência cardíaca');
  ids.basic = await insertNote(db, producer.id, { categoryId: heart, frente: 'Qual o tratamento da IC?' });
  ids.reversible = await insertNote(db, producer.id, { kind: 'reversible', categoryId: heart });
  ids.cloze = await insertNote(db, producer.id, {
    kind: 'cloze',
    categoryId: categoryId(bank, '7:Clínica Médica/Nefrologia/Lesão renal aguda'),
    frente: 'A {{c1::creatinina}} sobe na {{c2::LRA}}.',
  });
  const cards = [1, 2, 3].map((n) => ({ frente: `Pergunta ${n} da trilha`, verso: `Resposta ${n}` }));
  const open = await writeCourse(db, producer.id, {
    ...courseInput(),
    modules: [{ title: 'Módulo 1', lessons: [lessonInput('Aula 1', { flashcardTracks: [{ cards }] })] }],
  });
  const openLesson = open.modules[0]?.lessons[0];
  ids.openTrack = openLesson?.trackIds[0] ?? 0;
  ids.openTrackCards = openLesson?.cardIds[0] ?? [];
  const locked = await writeCourse(db, producer.id, {
    ...courseInput({ product_codes: ['outro-produto'], name: 'Curso Fechado' }),
    modules: [{ title: 'Módulo 1', lessons: [lessonInput('Aula fechada', { flashcardTracks: [{ cards }] })] }],
  });
  ids.lockedTrack = locked.modules[0]?.lessons[0]?.trackIds[0] ?? 0;
  ids.lockedTrackCards = locked.modules[0]?.lessons[0]?.cardIds[0] ?? [];

  const otherProducer = await createProducer(db, 'Outro Produtor');
  ids.other = await createLearner(db, otherProducer.id);
  const otherBank = await createSampleBank(db, otherProducer.id, 2);
  ids.otherDeck = categoryId(otherBank, '7:Clínica Médica/Cardiologia');
  ids.otherCard = await insertNote(db, otherProducer.id, { categoryId: ids.otherDeck });
  const otherCourse = await writeCourse(db, otherProducer.id, {
    ...courseInput(),
    modules: [{ title: 'M', lessons: [lessonInput('A', { flashcardTracks: [{ cards }] })] }],
  });
  ids.otherTrack = otherCourse.modules[0]?.lessons[0]?.trackIds[0] ?? 0;
  return ids;
}

/** A learner of the fixture's producer with access to its open course. */
export async function fixtureLearner(db: Database, fixture: StudyFixture): Promise<TestLearner> {
  const created = await createLearner(db, fixture.producer);
  await grantAccess(db, created.user, 'produto-teste');
  return created;
}
