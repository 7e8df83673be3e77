import { BookOpen, Calendar, House, Layers, ListChecks, Stethoscope, type LucideIcon } from 'lucide-react';

export interface NavItem {
  /** Key under `nav.` in the locale catalogs. */
  labelKey: 'home' | 'courses' | 'questions' | 'flashcards' | 'clinicalCases' | 'planner';
  to: string;
  icon: LucideIcon;
  /** Only the exact path marks it current (the home item would match everything otherwise). */
  exact?: boolean;
}

/** The study areas of the app header and the mobile bottom nav. */
export const navItems: readonly NavItem[] = [
  { labelKey: 'home', to: '/', icon: House, exact: true },
  { labelKey: 'courses', to: '/courses', icon: BookOpen },
  { labelKey: 'questions', to: '/questoes', icon: ListChecks },
  { labelKey: 'flashcards', to: '/flashcards', icon: Layers },
  { labelKey: 'clinicalCases', to: '/casos-clinicos', icon: Stethoscope },
  { labelKey: 'planner', to: '/planner/onboarding', icon: Calendar },
];
