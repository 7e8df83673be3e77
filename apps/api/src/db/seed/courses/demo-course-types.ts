/**
 * The shape of the demo course content (one file per vertical: demo-courses-<vertical>.ts). Plain data in
 * Portuguese; courses.seed.ts turns it into rows, PDFs and covers for every producer of the vertical.
 */

/** A handout the seed renders as a small PDF: a title and its lines of text. */
export interface DemoHandout {
  title: string;
  /** Short lines (≤ 90 characters each); an empty string is a blank line. */
  lines: readonly string[];
}

interface DemoFlashcardTrack {
  /** Null: the track shows the default title 'Trilha de Flashcards' (keep one such track per vertical). */
  titulo: string | null;
  descricao?: string;
  cards: readonly { frente: string; verso: string }[];
}

export interface DemoLesson {
  title: string;
  /** Minutes of video (8–40); ignored for the local video, which lasts 30 seconds. */
  minutes: number;
  /** Paragraphs separated by a blank line; lines starting with "- " are list items. Medically correct. */
  body: string;
  /** `local`: the demo video file served by the API (one lesson per vertical). Otherwise a Vimeo id. */
  video: 'local' | { vimeo: string };
  /** Open to learners without access to the course (a sample lesson of a locked course). */
  freePreview?: boolean;
  handout?: DemoHandout;
  /** An external reference (guideline, article). */
  link?: { label: string; url: string };
  /** A question track of the question bank (`/questoes/trilha/<no>`). */
  questionTrack?: { label: string; no: number };
  flashcardTracks?: readonly DemoFlashcardTrack[];
  /** The video's transcript, cue by cue (seconds from the start, within `minutes`): the assistant cites it (issue 18). */
  transcript?: readonly { start: number; text: string }[];
}

interface DemoModule {
  title: string;
  description: string;
  lessons: readonly DemoLesson[];
}

export interface DemoCourse {
  /** Stable, lower-case, dashes: used in cover file names. */
  slug: string;
  /** `courses`: a course; `tv`: a series of episodes; `movie`: a single talk. */
  kind: 'courses' | 'movie' | 'tv';
  name: string;
  description: string;
  /**
   * `included`: in the 'extensivo-2027' product the demo buyers hold; `freemium`: also in 'degustacao' (the
   * freemium demo account); `locked`: a product no demo account holds (listed with its purchase link).
   */
  access: 'included' | 'freemium' | 'locked';
  /** The catalog's hero (one per vertical), with a trailer. */
  featured?: boolean;
  trailerVimeoId?: string;
  popularity: number;
  categories: readonly { slug: string; name: string }[];
  /** The course's own handout ("Apostila completa"). */
  handout: DemoHandout;
  modules: readonly DemoModule[];
}

export interface DemoVerticalCatalog {
  /** The vertical's slug (demo-verticals.ts). */
  vertical: string;
  courses: readonly DemoCourse[];
}
