/**
 * Which related content a GetConfig request asks for, read the way the content service reads
 * `populate`: `populate[0]=theme&populate[1]=landing`, `populate=theme,landing`,
 * `populate[theme][populate]=*` (object form) or `populate=*` / `populate=deep` for everything.
 */
import { BRAND_CONFIG_RELATIONS } from '../../../../shared/src/start-up/start-up';
import { SandboxError } from '../../lib/envelope';

// the relations the storefront asks for are the ones the content service has (one list)
export const RELATIONS = BRAND_CONFIG_RELATIONS;
export type Relation = (typeof RELATIONS)[number];

const ALL = new Set(['*', 'deep']);

function isRelation(name: string): name is Relation {
  return (RELATIONS as readonly string[]).includes(name);
}

/** The relations named in a parsed query string; an unknown name is a VALIDATION_ERROR. */
export function readPopulate(query: Record<string, unknown>): Relation[] {
  const names: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (key === 'populate' || /^populate\[\d+\]$/.test(key)) {
      names.push(
        ...values
          .flatMap((value) => value.split(','))
          .map((name) => name.trim().split('.')[0] ?? ''),
      );
      continue;
    }
    const objectForm = /^populate\[([^\]\d][^\]]*)\]/.exec(key);
    if (objectForm?.[1]) names.push(objectForm[1]);
  }
  if (names.some((name) => ALL.has(name))) return [...RELATIONS];
  const unknown = names.filter((name) => name !== '' && !isRelation(name));
  if (unknown.length > 0) {
    throw new SandboxError('VALIDATION_ERROR', `Invalid populate field ${unknown.join(', ')}`, {
      known: RELATIONS,
    });
  }
  return RELATIONS.filter((relation) => names.includes(relation));
}
