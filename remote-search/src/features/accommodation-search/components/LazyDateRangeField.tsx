/**
 * The shared date field, loaded when a form needs it: the calendar (react-day-picker and its
 * locales) is not part of the screen's first bytes. Until it arrives, a field of the same shape
 * says the calendar is on its way.
 *
 * On a page rendered on the server the field is there before its code: React hydrates it once the
 * code has come, as long as nothing new reaches it meanwhile (an update would make React drop the
 * server's field and show it loading). So the field renders again only when what it shows
 * changes, and its code is noted as on its way, so that a press on it before then is replayed
 * after (host/src/lib/early-input.ts).
 */
import { lazy, memo, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type { DateRangeField as Field } from '@storefront/shared/ui/DateRangeField';
import { notePartLoad } from '@storefront/shared/lib/part-loads';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

const DateRangeField = lazy(() =>
  notePartLoad(import('@storefront/shared/ui/DateRangeField')).then((module) => ({
    default: module.DateRangeField,
  })),
);

export const LazyDateRangeField = memo(function LazyDateRangeField(
  props: ComponentProps<typeof Field>,
) {
  const { t } = useSearchTranslation();
  return (
    <Suspense
      fallback={
        <div className="sf-field">
          <span className="sf-label">{props.label}</span>
          <button type="button" className="sf-input" disabled aria-busy="true">
            {t('form.datesLoading')}
          </button>
        </div>
      }
    >
      <DateRangeField {...props} />
    </Suspense>
  );
});
