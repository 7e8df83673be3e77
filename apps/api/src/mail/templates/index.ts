export { escapeHtml } from './escape-html.ts';
export type { RenderedMail } from './mail-layout.ts';
export { loginLinkMail } from './login-link.ts';
export { passwordResetMail } from './password-reset.ts';
export { validationCodeMail } from './validation-code.ts';
export { emailChangeCodeMail, emailInUseMail } from './email-change.ts';
export { emailChangedMail, emailChangeRequestedMail } from './email-change-notices.ts';
export { verticalHandoffMail } from './vertical-handoff.ts';
