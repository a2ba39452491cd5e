/**
 * The shared date field, loaded when a form needs it: the calendar (react-day-picker and its
 * locales) is not part of the screen's first bytes. Until it arrives, a field of the same shape
 * says the calendar is on its way.
 */
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type { DateRangeField as Field } from '@storefront/shared/ui/DateRangeField';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

const DateRangeField = lazy(() =>
  import('@storefront/shared/ui/DateRangeField').then((module) => ({
    default: module.DateRangeField,
  })),
);

export function LazyDateRangeField(props: ComponentProps<typeof Field>) {
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
}
