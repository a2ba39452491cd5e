/** The hotel's photos, each described for those who cannot see it. */
import { safeHref } from '@storefront/shared/lib/safe-link';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

export function Gallery({ name, imageUrls }: { name: string; imageUrls: readonly string[] }) {
  const { t } = useSearchTranslation();
  const images = imageUrls.flatMap((url) => {
    const src = safeHref(url);
    return src ? [src] : [];
  });
  if (images.length === 0) return null;
  return (
    <section className="rs-gallery" aria-label={t('detail.photos')}>
      <ul>
        {images.map((src, index) => (
          <li key={src} className={index === 0 ? 'rs-gallery__main' : undefined}>
            <img
              src={src}
              alt={t('detail.photoAlt', { name, n: index + 1, total: images.length })}
              // the main photo is the screen's largest paint: asked for first, the rest as
              // they come into view
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              width={index === 0 ? 800 : 400}
              height={index === 0 ? 500 : 250}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
