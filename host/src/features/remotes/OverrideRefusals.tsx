import { useTranslation } from 'react-i18next';
import type { OverrideRefusal } from './overrides';

/**
 * Overrides that were asked for and refused, said plainly and at once to the person who asked
 * (an alert): what was refused, why, and the address that was refused.
 */
export function OverrideRefusals({ refused }: { refused: readonly OverrideRefusal[] }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <aside className="override-refusals" aria-label={t('shell.operator.refusedLabel')}>
      <div role="alert">
        {refused.map((r) => (
          <div key={`${r.remote}@${r.entry}`} className="override-refusals__item">
            <p>{t(`shell.operator.refused.${r.reason}`, { remote: r.remote })}</p>
            <p>
              {t('shell.operator.refusedAddress')}{' '}
              <code className="override-refusals__address">
                {r.reason === 'malformed' ? `${r.remote}@${r.entry}` : r.entry}
              </code>
            </p>
          </div>
        ))}
      </div>
    </aside>
  );
}
