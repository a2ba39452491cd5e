/** What the hotel offers: description, amenities, characteristics, times and address. */
import type { AccommodationDetails } from '@storefront/shared/domain/hotel';
import { codeLabel } from '../../../lib/labels';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { Section } from '@storefront/shared/ui/Section';

export function HotelFacts({ hotel }: { hotel: AccommodationDetails }) {
  const { t } = useSearchTranslation();
  return (
    <div className="rs-facts">
      {hotel.description ? (
        <Section level={2} title={t('detail.about')}>
          <p>{hotel.description}</p>
        </Section>
      ) : null}
      {hotel.amenities.length > 0 ? (
        <Section level={2} title={t('detail.amenities')}>
          <ul className="rs-facts__list">
            {hotel.amenities.map((code) => (
              <li key={code}>{codeLabel(t, 'amenity', code)}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {hotel.characteristics.length > 0 ? (
        <Section level={2} title={t('detail.characteristics')}>
          <ul className="rs-facts__list">
            {hotel.characteristics.map((code) => (
              <li key={code}>{codeLabel(t, 'characteristic', code)}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {hotel.checkInTime || hotel.checkOutTime || hotel.address ? (
        <Section level={2} title={t('detail.practical')}>
          <dl className="rs-facts__dl">
            {hotel.checkInTime ? (
              <div>
                <dt>{t('detail.checkIn')}</dt>
                <dd>{hotel.checkInTime}</dd>
              </div>
            ) : null}
            {hotel.checkOutTime ? (
              <div>
                <dt>{t('detail.checkOut')}</dt>
                <dd>{hotel.checkOutTime}</dd>
              </div>
            ) : null}
            {hotel.address ? (
              <div>
                <dt>{t('detail.address')}</dt>
                <dd>
                  {hotel.address.street}, {hotel.address.postalCode} {hotel.address.city}
                </dd>
              </div>
            ) : null}
          </dl>
        </Section>
      ) : null}
    </div>
  );
}
