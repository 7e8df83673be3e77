export {
  UnauthorizedModal,
  whatsappSupportUrl,
  type UnauthorizedModalProps,
} from './components/unauthorized-modal.tsx';
export { LogoutButton, type LogoutButtonProps } from './components/logout-button.tsx';
export { rememberSignedOut, useSignedOutNotice } from './signed-out-notice.ts';
export {
  applyFailedLogin,
  applyLoginResponse,
  writeUserCookie,
  type ApplyLoginOptions,
} from './apply-login-response.ts';
export { refreshUserOnce } from './refresh-user.ts';
export { signOut } from './sign-out.ts';
