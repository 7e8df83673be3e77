import type { ProducerBranding, User } from '@members/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Lesson being watched: its shape comes with a later issue. */
export type SessionWatching = Record<string, unknown>;

/**
 * The offer a buyer is checking out (spec §3 `selectedOffer`): set by /page/{uuid}/checkUser, read by the
 * checkout, which prefills the e-mail and the coupon. Only for the offer `uuid`: another offer's checkout ignores it.
 */
export interface SelectedOffer {
  uuid: string;
  email: string;
  coupon: string | null;
}

/**
 * Why the session ended under the learner: `superseded` (a login elsewhere: the spec's simultaneous-access
 * modal) or `ended` (signed out in another tab, expired, revoked: a plain "Sua sessão terminou").
 */
export type UnauthorizedReason = 'superseded' | 'ended';

/** Session state of spec §3, persisted in localStorage under the store id `session`. */
export interface SessionState {
  token: string | null;
  /** When this browser got the token (sign-in or refresh), ms since the epoch: when to refresh it next. */
  tokenIssuedAt: number | null;
  roles: string[];
  permissions: string[];
  logged: boolean;
  /** True after a QR-code login: requests then carry the X-App-Id header. */
  security: boolean;
  decypherKey: string | null;
  watching: SessionWatching | null;
  /** Freemium end date, or false when the account is not freemium. */
  isFreemium: string | false;
  linkFreemium: string | null;
  /** Access end date. */
  mostrarData: string | null;
  /** Product purchase URL. */
  linkCompra: string | null;
  selectedOffer: SelectedOffer | null;
  showUnauthorizedModal: boolean;
  /** Which variant of the unauthorized modal to show (set with showUnauthorizedModal). */
  unauthorizedReason: UnauthorizedReason;
  /** The signed-in user (login response, refreshed by GET /api/user on app start). */
  user: User | null;
  /** The producer of the login response. */
  produtor: ProducerBranding | null;
}

export interface SignInData {
  token: string;
  roles?: string[];
  permissions?: string[];
  security?: boolean;
  isFreemium?: string | false;
  linkFreemium?: string | null;
  mostrarData?: string | null;
  linkCompra?: string | null;
  user?: User | null;
  produtor?: ProducerBranding | null;
}

export interface SessionActions {
  /** Stores a successful login: logged becomes true, the unauthorized modal is reset. */
  signIn: (data: SignInData) => void;
  /** Merges fields into the session (e.g. a refreshed token, the lesson being watched). */
  update: (patch: Partial<SessionState>) => void;
  /** Back to a logged-out session. */
  clear: () => void;
  /**
   * A 401 while logged in (spec §8 "session clearing"): the whole session is emptied (token, user, producer,
   * roles, access data) and the unauthorized modal is requested (its variant).
   */
  markUnauthorized: (reason: UnauthorizedReason) => void;
  setShowUnauthorizedModal: (show: boolean) => void;
}

export const sessionStoreId = 'session';

export const initialSessionState: SessionState = {
  token: null,
  tokenIssuedAt: null,
  roles: [],
  permissions: [],
  logged: false,
  security: false,
  decypherKey: null,
  watching: null,
  isFreemium: false,
  linkFreemium: null,
  mostrarData: null,
  linkCompra: null,
  selectedOffer: null,
  showUnauthorizedModal: false,
  unauthorizedReason: 'superseded',
  user: null,
  produtor: null,
};

export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialSessionState,
      signIn: (data) =>
        set({
          token: data.token,
          tokenIssuedAt: Date.now(),
          roles: data.roles ?? [],
          permissions: data.permissions ?? [],
          logged: true,
          security: data.security ?? false,
          isFreemium: data.isFreemium ?? false,
          linkFreemium: data.linkFreemium ?? null,
          mostrarData: data.mostrarData ?? null,
          linkCompra: data.linkCompra ?? null,
          user: data.user ?? null,
          produtor: data.produtor ?? null,
          showUnauthorizedModal: false,
        }),
      update: (patch) => set(patch),
      clear: () => set(initialSessionState),
      markUnauthorized: (reason) =>
        set({ ...initialSessionState, showUnauthorizedModal: true, unauthorizedReason: reason }),
      setShowUnauthorizedModal: (show) => set({ showUnauthorizedModal: show }),
    }),
    {
      name: sessionStoreId,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        signIn: _s,
        update: _u,
        clear: _c,
        markUnauthorized: _m,
        setShowUnauthorizedModal: _h,
        ...state
      }) => state,
    },
  ),
);
