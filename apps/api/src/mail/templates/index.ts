export { escapeHtml } from './escape-html.ts';
export type { RenderedMail } from './mail-layout.ts';
export { loginLinkMail, type LoginLinkMailInput } from './login-link.ts';
export { passwordResetMail, type PasswordResetMailInput } from './password-reset.ts';
export { validationCodeMail, type ValidationCodeMailInput } from './validation-code.ts';
export { emailChangeCodeMail, emailInUseMail, type EmailChangeCodeMailInput } from './email-change.ts';
export { emailChangedMail, emailChangeRequestedMail, type EmailChangeNoticeInput } from './email-change-notices.ts';
export { verticalHandoffMail, type VerticalHandoffMailInput } from './vertical-handoff.ts';
