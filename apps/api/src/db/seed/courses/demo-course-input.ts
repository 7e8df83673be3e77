import type { ApostilaInput, CourseInput, TaskInput } from '../../../modules/courses/course-writer.ts';
import {
  coverFiles,
  coverKeys,
  demoVideo,
  handoutFile,
  type ProducerBrand,
  type SeedFile,
} from './demo-course-files.ts';
import type { DemoCourse, DemoLesson } from './demo-course-types.ts';
import { coursePublishedAt, lessonPublishedAt } from './demo-dates.ts';
import type { CourseToWrite, SeedLessonInput } from './course-tree.ts';

/** The producer row fields the course seed reads. */
export interface CourseProducer extends ProducerBrand {
  id: string;
  app_website: string | null;
  medmember_url: string | null;
}

/** Products whose access opens a course (user_accesses.product_code of the demo accounts). */
const demoProductCodes: Record<DemoCourse['access'], readonly string[]> = {
  included: ['extensivo-2027'],
  freemium: ['extensivo-2027', 'degustacao'],
  locked: ['r3-intensivo'],
};

function producerSite(producer: CourseProducer): string {
  return (producer.app_website ?? producer.medmember_url ?? '').replace(/\/+$/, '');
}

function lockedPurchaseUrl(producer: CourseProducer): string {
  return `${producerSite(producer)}/r3-intensivo`;
}

/** Where the courses of the 'extensivo-2027' plan are sold (the accounts seed's purchase link too). */
function planPurchaseUrl(producer: CourseProducer): string {
  return `${producerSite(producer)}/assinar`;
}

function linkSubtitle(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : undefined;
}

function lessonTasks(lesson: DemoLesson, handout: ApostilaInput | null): TaskInput[] {
  const tasks: TaskInput[] = [];
  if (handout) tasks.push({ type: 'apostila', label: handout.nome, subtitle: 'PDF', apostila: handout });
  if (lesson.questionTrack) {
    tasks.push({
      type: 'trilha_questoes',
      label: lesson.questionTrack.label,
      subtitle: 'Trilha de questões',
      link: `/questoes/trilha/${lesson.questionTrack.no}`,
    });
  }
  if (lesson.link)
    tasks.push({
      type: 'link',
      label: lesson.link.label,
      subtitle: linkSubtitle(lesson.link.url),
      link: lesson.link.url,
    });
  return tasks;
}

function lessonInput(
  lesson: DemoLesson,
  imageKey: string,
  publishedAt: Date,
  handout: ApostilaInput | null,
): SeedLessonInput {
  const video =
    lesson.video === 'local'
      ? { video_file_key: demoVideo.key, video_content_type: demoVideo.contentType, video_duration: demoVideo.seconds }
      : { video_external_id: lesson.video.vimeo, video_duration: Math.round(lesson.minutes * 60) };
  return {
    title: lesson.title,
    ...video,
    video_image_key: imageKey,
    body: lesson.body,
    ...(lesson.transcript ? { transcript: lesson.transcript } : {}),
    free_preview: lesson.freePreview ?? false,
    published_at: publishedAt,
    tasks: lessonTasks(lesson, handout),
    flashcardTracks: (lesson.flashcardTracks ?? []).map((track) => ({
      titulo: track.titulo,
      descricao: track.descricao,
      cards: track.cards,
    })),
  };
}

/** A demo course of one producer: its rows (CourseInput) and its files (covers, handout PDFs). */
export function prepareDemoCourse(
  producer: CourseProducer,
  course: DemoCourse,
  position: number,
  now: Date,
): { toWrite: CourseToWrite; files: SeedFile[] } {
  const covers = coverKeys(producer.slug, course.slug);
  const files = coverFiles(producer, course);
  let handoutCount = 0;
  const addHandout = (handout: DemoCourse['handout']): ApostilaInput => {
    handoutCount += 1;
    const rendered = handoutFile(producer, course.slug, handoutCount, handout);
    files.push(rendered.file);
    return rendered.apostila;
  };
  const attachment = addHandout(course.handout);
  const publishedAt = coursePublishedAt(position, now);
  const lessonCount = course.modules.reduce((total, module) => total + module.lessons.length, 0);
  let lessonIndex = 0;
  const modules = course.modules.map((module) => ({
    title: module.title,
    description: module.description,
    lessons: module.lessons.map((lesson) =>
      lessonInput(
        lesson,
        covers.card,
        lessonPublishedAt(publishedAt, lessonIndex++, lessonCount, now),
        lesson.handout ? addHandout(lesson.handout) : null,
      ),
    ),
  }));
  const locked = course.access === 'locked';
  const input: CourseInput = {
    kind: course.kind,
    name: course.name,
    description: course.description,
    popularity: course.popularity,
    image_key: covers.card,
    hero_image_key: covers.hero,
    product_codes: demoProductCodes[course.access],
    // Every course is sold somewhere: a learner without the plan (freemium, expired) sees where to buy it.
    purchase_url: locked ? lockedPurchaseUrl(producer) : planPurchaseUrl(producer),
    offer_label: locked ? 'Assine o R3 Intensivo' : 'Assine o Extensivo 2027',
    trailer_vimeo_id: course.trailerVimeoId ?? null,
    featured: course.featured ?? false,
    position,
    categories: course.categories,
    attachments: [attachment],
    modules,
  };
  return { toWrite: { producerId: producer.id, course: input, publishedAt }, files };
}
