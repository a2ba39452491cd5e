import type { ReactNode } from 'react';
import type { Country } from '@storefront/shared/domain/cart';
import { Loading } from '../../../components/ScreenStates';
import { useCountries } from '../../../lib/countries';
import { useCartStrings } from '../../../lib/i18n';
import { RetryAlert } from '@storefront/shared/ui/RetryAlert';

/** Renders its form once the countries of the page's language are there. */
export function CountriesGate({ children }: { children: (countries: Country[]) => ReactNode }) {
  const { t, language } = useCartStrings();
  const countries = useCountries(language);
  if (countries.status === 'loading') return <Loading label={t('countries.loading')} />;
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
