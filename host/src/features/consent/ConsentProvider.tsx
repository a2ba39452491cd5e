import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  COOKIE_TYPES,
  readConsent,
  REQUIRED_COOKIE_TYPES,
  storeConsent,
} from '@storefront/shared/tracking/consent';
import type { CookieType } from '@storefront/shared/tracking/consent';

type ConsentContextValue = {
  /** the stored choice; null while pending */
  choice: CookieType[] | null;
  /** whether the storefront's own banner is used (false when an external manager is) */
  ownBanner: boolean;
  modalOpen: boolean;
  acceptAll(): void;
  rejectAll(): void;
  save(types: CookieType[]): void;
  /** opens the manage modal; focus goes back to `trigger` when it closes */
  openManage(trigger: HTMLElement | null): void;
  closeManage(): void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({
  ownBanner,
  children,
}: {
  ownBanner: boolean;
  children: ReactNode;
}) {
  const [choice, setChoice] = useState<CookieType[] | null>(() => readConsent());
  const [modalOpen, setModalOpen] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const decide = useCallback((types: readonly CookieType[]) => {
    setChoice(storeConsent(types));
    setModalOpen(false);
  }, []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      choice,
      ownBanner,
      modalOpen,
      acceptAll: () => decide(COOKIE_TYPES),
      rejectAll: () => decide(REQUIRED_COOKIE_TYPES),
      save: (types) => decide(types),
      openManage: (trigger) => {
        returnFocusTo.current = trigger;
        setModalOpen(true);
      },
      closeManage: () => setModalOpen(false),
      returnFocusTo,
    }),
    [choice, ownBanner, modalOpen, decide],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent outside ConsentProvider');
  return value;
}
