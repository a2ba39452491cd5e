/**
 * The environment's runtime settings, served by the host's server at `/environment.json` (one
 * file per environment, no build needed to change it; documented in docs/operations.md).
 */
import { parseMapTiles, type MapTiles } from '@storefront/shared/domain/map-tiles';
import { ENVIRONMENT_URL } from './early-fetch';
import { earlyStart } from './early-start';

export type Environment = {
  environment: string;
  /** the brand domain this environment serves; null means "the page's host name" */
  brandDomain: string | null;
  errorReporting: { dsn: string } | null;
  tracking: { url: string; token: string; tokenHeader: string; project: string } | null;
  /** origins third-party scripts (consent manager, tag manager, footer) may come from */
  scriptOrigins: string[];
  /** production refuses any third-party script that is not https */
  httpsOnly: boolean;
  /** the maps' base map; null: the maps show their markers on a plain surface */
  map: MapTiles | null;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

export function parseEnvironment(value: unknown): Environment {
  if (!isRecord(value)) throw new Error('environment.json: not an object');
  const tracking = isRecord(value.tracking) ? value.tracking : null;
  const reporting = isRecord(value.errorReporting) ? value.errorReporting : null;
  const trackingUrl = str(tracking?.url);
  const trackingToken = str(tracking?.token);
  const dsn = str(reporting?.dsn);
  return {
    environment: str(value.environment) ?? 'unknown',
    brandDomain: str(value.brandDomain),
    errorReporting: dsn ? { dsn } : null,
    tracking:
      trackingUrl && trackingToken
        ? {
            url: trackingUrl,
            token: trackingToken,
            tokenHeader: str(tracking?.tokenHeader) ?? 'x-tracking-token',
            project: str(tracking?.project) ?? 'storefront',
          }
        : null,
    scriptOrigins: Array.isArray(value.scriptOrigins)
      ? value.scriptOrigins.filter((o): o is string => typeof o === 'string')
      : [],
    httpsOnly: value.httpsOnly === true,
    map: parseMapTiles(value.map),
  };
}

export async function fetchEnvironment(): Promise<Environment> {
  const response = await earlyStart().fetchStartUpFile(ENVIRONMENT_URL);
  if (!response.ok) throw new Error(`environment.json: HTTP ${response.status}`);
  return parseEnvironment(await response.json());
}
