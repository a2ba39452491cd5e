/** The brand's promo banners for packages, hotels and flights; their texts are translation keys. */
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { PROMO_PRODUCTS } from '../landing-content';
import { BrandLink } from './BrandLink';
import { Section } from '@storefront/shared/ui/Section';

export function PromoBanners({ banners }: { banners: BrandConfig['promoBanners'] }) {
  const { t } = useSearchTranslation();
  const shown = PROMO_PRODUCTS.flatMap((type) => {
    const banner = banners[type];
    return banner ? [{ type, banner }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Section
      className="rs-promos"
      level={2}
      titleClassName="sf-visually-hidden"
      title={t('landing.promosHeading')}
    >
      <ul className="rs-promos__list">
        {shown.map(({ type, banner }) => (
          <li key={type} className="rs-promo">
            <h3>{t(banner.titleKey, { defaultValue: t(`translation:domain.product.${type}`) })}</h3>
            <p>{t(banner.subtitleKey, { defaultValue: '' })}</p>
            <BrandLink url={banner.ctaUrl} className="rs-button rs-button--primary">
              {t(banner.ctaKey, { defaultValue: t('landing.promoCta') })}
            </BrandLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
