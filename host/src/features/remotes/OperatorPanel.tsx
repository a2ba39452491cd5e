import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { remoteStatuses, subscribeRemoteStatus } from './federation';
import type { RemoteStatus } from './federation';
import { clearOverrides } from './overrides';
import type { OverrideRefusal } from './overrides';

/**
 * What is loaded (behind the `travel.operator_panel` flag): per remote, the version, its entry,
 * why it was chosen (default, brand pin, canary bucket, override, fallback) and its load time.
 */
export function OperatorPanel() {
  const { t } = useTranslation();
  const statuses = useSyncExternalStore(subscribeRemoteStatus, remoteStatuses);
  const hasOverride = statuses.some((s) => s.chosenBy === 'override');
  const reason = ({ chosenBy, canary }: RemoteStatus) => {
    if (chosenBy !== 'canary' || !canary) return t(`shell.operator.reasons.${chosenBy}`);
    const arm = t(`shell.operator.canary.${canary.arm}`, { ...canary });
    return canary.pinned ? `${arm} · ${t('shell.operator.canary.brand')}` : arm;
  };
  return (
    <aside className="operator-panel" aria-labelledby="operator-panel-title">
      <details>
        <summary id="operator-panel-title">{t('shell.operator.title')}</summary>
        <table>
          <caption className="visually-hidden">{t('shell.operator.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shell.operator.remote')}</th>
              <th scope="col">{t('shell.operator.version')}</th>
              <th scope="col">{t('shell.operator.chosenBy')}</th>
              <th scope="col">{t('shell.operator.state')}</th>
              <th scope="col">{t('shell.operator.loadTime')}</th>
              <th scope="col">{t('shell.operator.entry')}</th>
            </tr>
          </thead>
          <tbody>
            {statuses.map((s) => (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td>{s.version}</td>
                <td>{reason(s)}</td>
                <td>
                  {t(`shell.operator.states.${s.state}`)}
                  {s.incompatible.map((i) => (
                    <span key={i.pkg} className="operator-panel__problem">
                      {t('shell.operator.incompatible', { ...i })}
                    </span>
                  ))}
                </td>
                <td>{s.loadMs === null ? '—' : t('shell.operator.ms', { ms: s.loadMs })}</td>
                <td className="operator-panel__entry">{s.entry}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {hasOverride ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              clearOverrides();
              window.location.reload();
            }}
          >
            {t('shell.operator.clearOverrides')}
          </button>
        ) : null}
      </details>
    </aside>
  );
}

/** Overrides that were asked for and refused, said plainly to the person who asked. */
export function OverrideRefusals({ refused }: { refused: readonly OverrideRefusal[] }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <aside className="override-refusals" aria-label={t('shell.operator.refusedLabel')}>
      <div role="status">
        {refused.map((r) => (
          <p key={`${r.remote}@${r.entry}`}>
            {t(`shell.operator.refused.${r.reason}`, { remote: r.remote, entry: r.entry })}
          </p>
        ))}
      </div>
    </aside>
  );
}
