export { QrLoginLanding } from './components/qr-login-landing.tsx';
export { QrLoginSection } from './components/qr-login-section.tsx';
export { decideQrLogin, type QrDecision } from './qr-acceptance.ts';
