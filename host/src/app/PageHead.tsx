import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShell } from '../lib/shell-context';
import { applyHeadTags, headTags } from './head-tags';

/** Keeps the page's title, description, canonical and language addresses to the screen shown. */
export function PageHead() {
  const { brand } = useShell();
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    applyHeadTags(headTags(new URL(pathname + search, window.location.origin), brand, t));
  }, [brand, pathname, search, t, i18n.language]);
  return null;
}
