/**
 * A results screen's filters on a phone: a full-screen sheet, the browser's modal <dialog>
 * (showModal: the page behind is inert, so focus stays inside, and Escape closes it), with its
 * title and a close button at the top and, at the bottom, the button that shows the results,
 * whose words (how many there are) are read out as the filters change them. The page behind does
 * not scroll while it is open (results-phone.css), and closing it, however it is closed, puts
 * focus back on the button that opened it.
 */
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import './results-phone.css';

/** on the root element while a sheet is open */
const SHEET_OPEN_CLASS = 'sf-sheet-open';

export function ResultsSheet({
  id,
  open,
  onClose,
  title,
  showLabel,
  opener,
  children,
}: {
  /** for the opening button's aria-controls */
  id?: string;
  open: boolean;
  /** the sheet was closed (its buttons, Escape): the screen's state follows */
  onClose: () => void;
  title: string;
  /** the bottom button's words, e.g. "Ver 124 alojamientos" */
  showLabel: string;
  /** the button that opens the sheet: focus goes back to it */
  opener: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const closed = useEffectEvent(() => {
    onClose();
    opener.current?.focus();
  });
  const removedWhileOpen = useEffectEvent(() => opener.current?.focus());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // the page behind does not scroll while the sheet is open (results-phone.css)
  useEffect(() => {
    if (!open) return undefined;
    const root = document.documentElement;
    root.classList.add(SHEET_OPEN_CLASS);
    return () => root.classList.remove(SHEET_OPEN_CLASS);
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onDialogClose = () => closed();
    dialog.addEventListener('close', onDialogClose);
    return () => {
      dialog.removeEventListener('close', onDialogClose);
      // taken off the page while open (the screen widened past the phone layout)
      if (dialog.open) removedWhileOpen();
    };
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className="sf-sheet"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <div className="sf-sheet__header">
        <h2 id={titleId} className="sf-sheet__title">
          {title}
        </h2>
        <button ref={closeRef} type="button" className="sf-sheet__close" onClick={close}>
          {t('resultsSheet.close')}
        </button>
      </div>
      <div className="sf-sheet__body">{children}</div>
      <div className="sf-sheet__footer" aria-live="polite">
        <button type="button" className="sf-sheet__show" onClick={close}>
          {showLabel}
        </button>
      </div>
    </dialog>
  );
}
