import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import type { Country } from '@storefront/shared/domain/cart';
import { Loading } from '../../../components/ScreenStates';
import { useCountries } from '../../../lib/countries';
import { useCartStrings } from '../../../lib/i18n';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';

/**
 * Renders its form once the countries of the page's language are there. The form is a large
 * render (a fieldset per traveller, the countries' list in each of its country fields): React
 * renders it in slices after the loading state, which stays meanwhile, giving way to the
 * shopper's input and to paint instead of taking one long task.
 */
export function CountriesGate({ children }: { children: (countries: Country[]) => ReactNode }) {
  const { t, language } = useCartStrings();
  const countries = useCountries(language);
  const formShown = useDeferredValue(countries.status !== 'loading', false);
  if (countries.status === 'loading' || !formShown)
    return <Loading label={t('countries.loading')} />;
  if (countries.status === 'failed')
    return (
      <RetryAlert
        message={t('countries.failed')}
        retryLabel={t('actions.retry')}
        onRetry={countries.retry}
      />
    );
  return <>{children(countries.countries)}</>;
}
