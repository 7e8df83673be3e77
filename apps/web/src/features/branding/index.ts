export { BrandLogo } from './components/brand-logo.tsx';
export { useBranding } from './use-branding.ts';
