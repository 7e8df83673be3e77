export { OtherVerticalsSection, type OtherVerticalsSectionProps } from './components/other-verticals-section.tsx';
export { verticalDestination, type VerticalDestination } from './vertical-destination.ts';
