/** This remote's i18n namespace, served from its own origin under /locales/. */
export const NAMESPACE = 'cart';
