export { OtherVerticalsSection } from './components/other-verticals-section.tsx';
export { verticalDestination } from './vertical-destination.ts';
