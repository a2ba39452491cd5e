/**
 * The dates of every search form: a button that opens a calendar (react-day-picker) with the
 * week starting on Monday in the shopper's language; a range for return trips and stays, one
 * date for one-way flights. Values are calendar dates, 'yyyy-MM-dd', as the URL codec keeps them.
 * The calendar itself (react-day-picker, about 20 KB gzip) is fetched when the shopper first
 * opens it, not with the screen.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { DateRange } from 'react-day-picker';
import { de, enGB, es, fr, it, pt } from 'react-day-picker/locale';
import { addDays, format, parseISO, startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import { SEARCH_LIMITS } from '@storefront/shared/domain/search-url';
import 'react-day-picker/style.css';
import './search-fields.css';

const LOCALES = { es, en: enGB, it, fr, de, pt } satisfies Record<Language, unknown>;

const loadCalendar = () => import(/* webpackExports: ["DayPicker"] */ 'react-day-picker');
const DayPicker = lazy(() => loadCalendar().then((module) => ({ default: module.DayPicker })));
/** Fetched ahead of the first opening: in idle time, or as the shopper reaches the button. */
const warmCalendar = () => void loadCalendar().catch(() => undefined);

/** Once the calendar is on the page, it takes focus on its selected (or today's) day. */
function FocusDay({ panel }: { panel: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const frame = window.requestAnimationFrame(() =>
      panel.current
        ?.querySelector<HTMLButtonElement>(
          '[aria-selected="true"] button, .rdp-today button, .rdp-day button',
        )
        ?.focus(),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [panel]);
  return null;
}

export type DatesValue = { from?: string | undefined; to?: string | undefined };

const toDate = (value: string | undefined) => (value ? parseISO(value) : undefined);
const toValue = (date: Date | undefined) => (date ? format(date, 'yyyy-MM-dd') : undefined);

export function DateRangeField({
  label,
  mode,
  value,
  onChange,
  error,
  today = new Date(),
}: {
  label: string;
  /** 'range' for stays and return flights, 'single' for one-way */
  mode: 'range' | 'single';
  value: DatesValue;
  onChange: (value: DatesValue) => void;
  error?: string | undefined;
  today?: Date;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const errorId = useId();
  const summaryId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const language = currentLanguage();
  const locale = LOCALES[language];
  const first = startOfDay(today);
  const last = addDays(first, SEARCH_LIMITS.outboundMaxDaysAhead);
  const from = toDate(value.from);
  const to = toDate(value.to);

  useEffect(() => {
    if (!('requestIdleCallback' in window)) return undefined;
    const handle = window.requestIdleCallback(warmCalendar, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !triggerRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const fmt = (date: Date) => format(date, 'EEE d MMM yyyy', { locale });
  const summary =
    mode === 'single'
      ? from
        ? fmt(from)
        : t('searchFields.dates.choose')
      : from && to
        ? t('searchFields.dates.range', { from: fmt(from), to: fmt(to) })
        : from
          ? t('searchFields.dates.fromOnly', { from: fmt(from) })
          : t('searchFields.dates.choose');

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <div className="sf-field sf-dates">
      <span className="sf-label" id={`${summaryId}-label`}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className="sf-input sf-dates__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${summaryId}-label ${summaryId}`}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen((o) => !o)}
        onFocus={warmCalendar}
        onPointerEnter={warmCalendar}
      >
        <span id={summaryId}>{summary}</span>
      </button>
      {open ? (
        <div ref={panelRef} id={panelId} className="sf-popover" role="group" aria-label={label}>
          <Suspense fallback={<div className="sf-calendar-pending" aria-busy="true" />}>
            {mode === 'range' ? (
              <DayPicker
                mode="range"
                locale={locale}
                weekStartsOn={1}
                numberOfMonths={1}
                startMonth={first}
                endMonth={last}
                disabled={[{ before: first }, { after: last }]}
                selected={{ from, to } as DateRange}
                defaultMonth={from ?? first}
                onSelect={(range) => {
                  onChange({ from: toValue(range?.from), to: toValue(range?.to) });
                  if (range?.from && range.to && range.from.getTime() !== range.to.getTime())
                    close();
                }}
              />
            ) : (
              <DayPicker
                mode="single"
                locale={locale}
                weekStartsOn={1}
                startMonth={first}
                endMonth={last}
                disabled={[{ before: first }, { after: last }]}
                selected={from}
                defaultMonth={from ?? first}
                onSelect={(date) => {
                  onChange({ from: toValue(date), to: undefined });
                  if (date) close();
                }}
              />
            )}
            <FocusDay panel={panelRef} />
          </Suspense>
          <button type="button" className="sf-link" onClick={close}>
            {t('searchFields.dates.close')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="sf-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
