/**
 * Names of the backend's codes (amenities, characteristics, price lines …): the translation of
 * `<group>.<CODE>` in this remote's namespace, else the code made readable ("AIR_CONDITIONING"
 * -> "Air conditioning"), so a code the storefront does not know yet still reads as words.
 */
import type { TFunction } from 'i18next';

export function readableCode(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function codeLabel(t: TFunction, group: string, code: string): string {
  return t(`${group}.${code}`, { defaultValue: readableCode(code) });
}
