import { BookOpen, Calendar, Dumbbell, Layers, ListChecks, Stethoscope, type LucideIcon } from 'lucide-react';

export interface StudyShortcut {
  /** Key under `home.shortcuts.` (title and description). */
  key: 'courses' | 'questions' | 'freePractice' | 'flashcards' | 'clinicalCases' | 'planner';
  to: string;
  icon: LucideIcon;
}

/**
 * One shortcut per study area of the home page, each leading to its route; the planner's leads to the active plan
 * when there is one (its id), else to the onboarding.
 */
export function studyShortcuts(activePlanId: number | null = null): readonly StudyShortcut[] {
  return [
    { key: 'courses', to: '/courses', icon: BookOpen },
    { key: 'questions', to: '/questoes', icon: ListChecks },
    { key: 'freePractice', to: '/questoes/treino-livre', icon: Dumbbell },
    { key: 'flashcards', to: '/flashcards', icon: Layers },
    { key: 'clinicalCases', to: '/casos-clinicos', icon: Stethoscope },
    { key: 'planner', to: activePlanId === null ? '/planner/onboarding' : `/planner/${activePlanId}`, icon: Calendar },
  ];
}
