/** What the hotel offers: description, amenities, characteristics, times and address. */
import type { AccommodationDetails } from '@storefront/shared/domain/hotel';
import { codeLabel } from '../../../lib/labels';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

export function HotelFacts({ hotel }: { hotel: AccommodationDetails }) {
  const { t } = useSearchTranslation();
  return (
    <div className="rs-facts">
      {hotel.description ? (
        <section aria-labelledby="rs-about">
          <h2 id="rs-about">{t('detail.about')}</h2>
          <p>{hotel.description}</p>
        </section>
      ) : null}
      {hotel.amenities.length > 0 ? (
        <section aria-labelledby="rs-amenities">
          <h2 id="rs-amenities">{t('detail.amenities')}</h2>
          <ul className="rs-facts__list">
            {hotel.amenities.map((code) => (
              <li key={code}>{codeLabel(t, 'amenity', code)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {hotel.characteristics.length > 0 ? (
        <section aria-labelledby="rs-characteristics">
          <h2 id="rs-characteristics">{t('detail.characteristics')}</h2>
          <ul className="rs-facts__list">
            {hotel.characteristics.map((code) => (
              <li key={code}>{codeLabel(t, 'characteristic', code)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {hotel.checkInTime || hotel.checkOutTime || hotel.address ? (
        <section aria-labelledby="rs-practical">
          <h2 id="rs-practical">{t('detail.practical')}</h2>
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
        </section>
      ) : null}
    </div>
  );
}
