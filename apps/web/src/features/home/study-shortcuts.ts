import { BookOpen, Calendar, Dumbbell, Layers, ListChecks, Stethoscope, type LucideIcon } from 'lucide-react';

export interface StudyShortcut {
  /** Key under `home.shortcuts.` (title and description). */
  key: 'courses' | 'questions' | 'freePractice' | 'flashcards' | 'clinicalCases' | 'planner';
  to: string;
  icon: LucideIcon;
}

/** One shortcut per study area of the home page, each leading to its route. */
export const studyShortcuts: readonly StudyShortcut[] = [
  { key: 'courses', to: '/courses', icon: BookOpen },
  { key: 'questions', to: '/questoes', icon: ListChecks },
  { key: 'freePractice', to: '/questoes/treino-livre', icon: Dumbbell },
  { key: 'flashcards', to: '/flashcards', icon: Layers },
  { key: 'clinicalCases', to: '/casos-clinicos', icon: Stethoscope },
  { key: 'planner', to: '/planner/onboarding', icon: Calendar },
];
