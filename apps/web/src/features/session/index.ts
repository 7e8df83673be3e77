export { UnauthorizedModal, whatsappSupportUrl, type UnauthorizedModalProps } from './components/unauthorized-modal.tsx';
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
