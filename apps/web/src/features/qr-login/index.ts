export { QrLoginLanding, type QrLoginLandingProps } from './components/qr-login-landing.tsx';
export { QrLoginSection } from './components/qr-login-section.tsx';
export { decideQrLogin, qrLinkMaxAgeMs, type QrDecision } from './qr-acceptance.ts';
