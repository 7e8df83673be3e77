export { SimuladoDetailsPage } from './components/details/details-page.tsx';
export { ClassicExamPage } from './components/exam/classic-exam-page.tsx';
export { ExamPage } from './components/exam/exam-page.tsx';
export { SimuladosPanel } from './components/simulados-panel.tsx';
export { parseSimuladoId } from './logic/simulado-id.ts';
