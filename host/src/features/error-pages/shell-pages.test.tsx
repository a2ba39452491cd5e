import { render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '@storefront/shared/i18n';
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import { ExceptionPage } from './shell-pages';

beforeAll(() => initI18n({ language: 'en', resources: { en, es } }));

describe('the generic exception page', () => {
  // its button reloads "/" or renders the screen again: what the shopper entered may be gone
  test.each([
    ['en', 'The problem is on our side. Please try again.', /saved/i],
    ['es', 'El problema es nuestro. Vuelve a intentarlo.', /guardado/i],
  ] as const)('promises no saved input (%s)', async (language, subtitle, savedPromise) => {
    await changeLanguage(language);
    render(<ExceptionPage />);
    expect(screen.getByText(subtitle)).toBeVisible();
    expect(screen.queryByText(savedPromise)).not.toBeInTheDocument();
  });
});
