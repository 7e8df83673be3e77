export { getCurrentProducer } from './api/get-current-producer.ts';
export { getProducers } from './api/get-producers.ts';
export { applyBrandTheme, brandTheme, defaultBrandColors, type BrandTheme } from './brand-theme.ts';
export { BrandLogo } from './components/brand-logo.tsx';
export { pickCurrentProducer } from './pick-current-producer.ts';
export { readableForeground } from './readable-foreground.ts';
export { siteOrigin } from './site-origin.ts';
export { useBranding, type BrandingState } from './use-branding.ts';
