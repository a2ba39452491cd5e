import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { remoteStatuses, subscribeRemoteStatus } from './federation';
import type { RemoteStatus } from './federation';
import { clearOverrides } from './overrides';
import type { RouteClash } from './route-table';
import type { UnservedRemote } from './manifest';

/**
 * What is loaded (behind the `travel.operator_panel` flag): per remote, the version, its entry,
 * why it was chosen (default, brand pin, canary bucket, override, fallback), the routes it
 * serves and its load time; any route a chosen version declared that the page refused; and the
 * remotes the page does not serve (no version for this brand, or unknown to this shell).
 */
const NO_STATUSES: readonly RemoteStatus[] = [];
const noStatuses = () => NO_STATUSES;

/** The table's columns, by their message's key under `shell.operator`. */
const COLUMNS = ['remote', 'version', 'chosenBy', 'routes', 'state', 'loadTime', 'entry'] as const;

export function OperatorPanel({
  refusedRoutes = [],
  unservedRemotes = [],
}: {
  refusedRoutes?: readonly RouteClash[];
  /** the remotes this page does not serve: no version for this brand, or unknown to this shell */
  unservedRemotes?: readonly UnservedRemote[];
}) {
  const { t } = useTranslation();
  // a page rendered on the server shows the panel's statuses once the browser has loaded them
  const statuses = useSyncExternalStore(subscribeRemoteStatus, remoteStatuses, noStatuses);
  const hasOverride = statuses.some((s) => s.chosenBy === 'override');
  /** a cell's column name, shown beside it when the rows are stacked */
  const label = (column: (typeof COLUMNS)[number]) => t(`shell.operator.${column}`);
  const reason = ({ chosenBy, canary }: RemoteStatus) => {
    if (chosenBy !== 'canary' || !canary) return t(`shell.operator.reasons.${chosenBy}`);
    const arm = t(`shell.operator.canary.${canary.arm}`, { ...canary });
    return canary.pinned ? `${arm} · ${t('shell.operator.canary.brand')}` : arm;
  };
  return (
    <aside className="operator-panel" aria-labelledby="operator-panel-title">
      <details>
        <summary id="operator-panel-title">{t('shell.operator.title')}</summary>
        {/* On a narrow screen each row is stacked, every cell beside its column's name
            (base.css): the roles keep the table a table for screen readers, which some engines
            stop doing once its parts are displayed as blocks. */}
        {/* (jsx-a11y counts a td as an interactive grid cell: it is a table's plain cell here) */}
        {/* eslint-disable jsx-a11y/no-redundant-roles,
            jsx-a11y/no-interactive-element-to-noninteractive-role */}
        <table role="table">
          <caption className="sf-visually-hidden">{t('shell.operator.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} role="columnheader" scope="col">
                  {t(`shell.operator.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {statuses.map((s) => (
              <tr key={s.name} role="row">
                <th role="rowheader" scope="row">
                  {s.name}
                </th>
                <td role="cell" data-label={label('version')}>
                  {s.version}
                </td>
                <td role="cell" data-label={label('chosenBy')}>
                  {reason(s)}
                </td>
                <td role="cell" data-label={label('routes')} className="operator-panel__routes">
                  {s.routes.length ? (
                    <ul>
                      {s.routes.map((route) => (
                        <li key={route.path}>
                          <code>{route.path}</code>
                          {refusedRoutes.some(
                            (r) => r.remote === s.name && r.path === route.path,
                          ) ? (
                            <span className="operator-panel__problem">
                              {t('shell.operator.routeRefusedTag')}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('shell.operator.noRoutes')
                  )}
                </td>
                <td role="cell" data-label={label('state')}>
                  {t(`shell.operator.states.${s.state}`)}
                  {s.incompatible.map((i) => (
                    <span key={i.pkg} className="operator-panel__problem">
                      {t('shell.operator.incompatible', { ...i })}
                    </span>
                  ))}
                </td>
                <td role="cell" data-label={label('loadTime')}>
                  {s.loadMs === null ? '—' : t('shell.operator.ms', { ms: s.loadMs })}
                </td>
                <td role="cell" data-label={label('entry')} className="operator-panel__entry">
                  {s.entry}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles,
            jsx-a11y/no-interactive-element-to-noninteractive-role */}
        {refusedRoutes.length ? (
          <section className="operator-panel__refused" aria-labelledby="refused-routes-title">
            <h2 id="refused-routes-title">{t('shell.operator.refusedRoutes')}</h2>
            <ul>
              {refusedRoutes.map((r) => (
                <li key={`${r.remote}${r.path}`}>
                  {'version' in r.takenBy
                    ? t('shell.operator.routeRefused.remote', {
                        ...r,
                        other: r.takenBy.remote,
                        otherVersion: r.takenBy.version,
                      })
                    : t('shell.operator.routeRefused.shell', { ...r })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {unservedRemotes.length ? (
          <section className="operator-panel__unserved" aria-labelledby="unserved-remotes-title">
            <h2 id="unserved-remotes-title">{t('shell.operator.unserved')}</h2>
            <ul>
              {unservedRemotes.map((r) => (
                <li key={r.name}>{t(`shell.operator.unservedWhy.${r.why}`, { remote: r.name })}</li>
              ))}
            </ul>
          </section>
        ) : null}
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
