'use client';
// The session store as React context. The server passes what it verified; on mount the store starts
// from the browser's readable cookies (signed in only with is_authenticated=true and an access token). Signing out is
// the sign-out button's form (lib/session/sign-out-action.ts), which clears the HttpOnly cookies too and ends on the
// home page of the page's language.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserCookieJar } from '@/lib/session/browser-cookie-jar';
import { createSessionStore, type SessionState, type SessionStore } from '@/lib/session/session-store';

interface SessionSnapshotProps {
  isAuthenticated: boolean;
  user: SessionState['user'];
  httpOnlyPresent: string[];
}

interface SessionContextValue {
  state: SessionState;
  store: SessionStore;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const browserLog = {
  info: (message: string) => console.info(message),
  error: (message: string, error?: unknown) => console.error(message, error),
};

export function SessionProvider({ snapshot, children }: { snapshot: SessionSnapshotProps; children: ReactNode }) {
  const [store] = useState(() =>
    createSessionStore({
      jar: typeof window === 'undefined' ? serverRenderJar : createBrowserCookieJar(new Set(snapshot.httpOnlyPresent)),
      log: browserLog,
      initial: {
        isAuthenticated: snapshot.isAuthenticated,
        user: snapshot.user,
        has_submitted_kyc: snapshot.user?.has_submitted_kyc ?? false,
      },
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    store.start();
  }, [store]);

  const value: SessionContextValue = { state, store };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

// During server rendering the store only holds the verified snapshot; cookies are the server's business.
const serverRenderJar = { secure: false, get: () => undefined, has: () => false, set: () => {}, delete: () => {} };

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider (the account and auth layouts give one)');
  return value;
}
