/**
 * The dates of every search form: a button that opens a calendar (react-day-picker) with the
 * week starting on Monday in the shopper's language; a range for return trips and stays, one
 * date for one-way flights. Values are calendar dates, 'yyyy-MM-dd', as the URL codec keeps them.
 * The calendar itself (react-day-picker, about 20 KB gzip) and its words in the shopper's language
 * (one date-fns locale, not all six) are fetched when the shopper first opens it, or in idle time
 * before, not with the screen. The button's summary is the browser's own date formatting.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { DateRange, DayPickerProps, Locale } from 'react-day-picker';
import { addDays, startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import { SEARCH_LIMITS } from '@storefront/shared/domain/search-url';
import { formatDate } from '@storefront/shared/domain/format';
import { calendarDateText, localDate } from '@storefront/shared/domain/calendar-date';
import 'react-day-picker/style.css';
import './search-fields.css';

/** The calendar's words: month and day names, and its buttons' labels */
const LOCALES: Record<Language, () => Promise<Locale>> = {
  es: () => import('react-day-picker/locale/es').then((m) => m.es),
  en: () => import('react-day-picker/locale/en-GB').then((m) => m.enGB),
  it: () => import('react-day-picker/locale/it').then((m) => m.it),
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
  pt: () => import('react-day-picker/locale/pt').then((m) => m.pt),
};

const locales = new Map<Language, Promise<Locale>>();
const loadedLocales = new Map<Language, Locale>();
/** One language's locale, fetched once (again after a failure) */
function loadLocale(language: Language): Promise<Locale> {
  let loading = locales.get(language);
  if (!loading) {
    loading = LOCALES[language]();
    loading.then(
      (locale) => loadedLocales.set(language, locale),
      () => locales.delete(language),
    );
    locales.set(language, loading);
  }
  return loading;
}
const loadDayPicker = () => import(/* webpackExports: ["DayPicker"] */ 'react-day-picker');
const DayPicker = lazy(() => loadDayPicker().then((module) => ({ default: module.DayPicker })));

/**
 * Once the calendar is on the page, it takes focus on the day react-day-picker makes reachable by
 * Tab: the selected day, else today, else the first day it offers.
 */
function FocusDay({ panel }: { panel: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const frame = window.requestAnimationFrame(() =>
      panel.current
        ?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')
        ?.focus(),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [panel]);
  return null;
}

/**
 * The calendar in the shopper's language once its words are here. Should they fail to arrive,
 * the calendar still opens, with react-day-picker's own (English) words, rather than not at all.
 */
function Calendar({
  language,
  panel,
  ...props
}: DayPickerProps & { language: Language; panel: RefObject<HTMLDivElement | null> }) {
  // the language whose locale settled (arrived, or failed to) since the calendar opened
  const [settled, setSettled] = useState<Language>();
  useEffect(() => {
    if (loadedLocales.has(language)) return undefined;
    let live = true;
    const settle = () => live && setSettled(language);
    loadLocale(language).then(settle, settle);
    return () => {
      live = false;
    };
  }, [language]);
  const locale = loadedLocales.get(language);
  if (!locale && settled !== language)
    return <div className="sf-calendar-pending" aria-busy="true" />;
  return (
    <>
      <DayPicker {...props} {...(locale ? { locale } : {})} />
      <FocusDay panel={panel} />
    </>
  );
}

/** Fetched ahead of the first opening: in idle time, or as the shopper reaches the button. */
const warmCalendar = () =>
  void Promise.all([loadDayPicker(), loadLocale(currentLanguage())]).catch(() => undefined);

export type DatesValue = { from?: string | undefined; to?: string | undefined };

const toDate = (value: string | undefined) => (value ? localDate(value) : undefined);
const toValue = (date: Date | undefined) => (date ? calendarDateText(date) : undefined);

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
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const errorId = useId();
  const summaryId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // the page's own (on the render server, the request's)
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
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

  // English dates are written the British way here, day before month, like the calendar's weeks
  const fmt = (date: Date) =>
    formatDate(calendarDateText(date), language === 'en' ? 'en-GB' : language);
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
              <Calendar
                language={language}
                panel={panelRef}
                mode="range"
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
              <Calendar
                language={language}
                panel={panelRef}
                mode="single"
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
