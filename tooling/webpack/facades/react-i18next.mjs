// What the composition shares as `react-i18next` (see react-router-dom.mjs beside this file for
// why a facade): the hooks, provider and plugin the apps use. `Trans` and `IcuTrans` are left
// out (no app uses them; they bring an HTML parser, about 7 KB gzip); the build fails if an app
// imports a name missing here (facade-guard.cjs).
export {
  getI18n,
  I18nContext,
  I18nextProvider,
  initReactI18next,
  setI18n,
  Translation,
  useTranslation,
  withTranslation,
} from '@storefront/facade-impl/react-i18next';
