export { UnauthorizedModal, whatsappSupportUrl, type UnauthorizedModalProps } from './components/unauthorized-modal.tsx';
export { LogoutButton } from './components/logout-button.tsx';
export { applyFailedLogin, applyLoginResponse, writeUserCookie, type ApplyLoginOptions } from './apply-login-response.ts';
export { refreshUserOnce } from './refresh-user.ts';
export { signOut } from './sign-out.ts';
export {
  initialSessionState,
  sessionStoreId,
  useSessionStore,
  type SessionActions,
  type SessionOffer,
  type SessionState,
  type SessionWatching,
  type SignInData,
} from './session-store.ts';
