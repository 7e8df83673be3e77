import type { PlannerActivityKind } from '@members/contract';
import {
  BookOpenCheck,
  ClipboardList,
  Layers,
  ListChecks,
  NotebookPen,
  CirclePlay,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';

const kindIcons: Record<PlannerActivityKind, LucideIcon> = {
  lesson: CirclePlay,
  questions: ListChecks,
  flashcards: Layers,
  errors: NotebookPen,
  case: Stethoscope,
  simulado: ClipboardList,
  review: BookOpenCheck,
};

/** The activity's kind as an icon in a tile (its name is written beside it: the icon is decoration). */
export function ActivityKindIcon({ kind }: { kind: PlannerActivityKind }) {
  const Icon = kindIcons[kind];
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100"
    >
      <Icon className="size-5" />
    </span>
  );
}
