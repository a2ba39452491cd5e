import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { initTestI18n } from '@storefront/testing/ui-strings';
import { RetryAlert } from './RetryAlert';

beforeAll(() => initTestI18n('en'));

function showAlert(onRetry: () => void, props: Partial<Parameters<typeof RetryAlert>[0]> = {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <RetryAlert message="Try again in a moment." onRetry={onRetry} {...props} />
    </I18nextProvider>,
  );
}

describe('RetryAlert', () => {
  it('announces what failed and tries again on the shared button', async () => {
    const onRetry = jest.fn();
    showAlert(onRetry, { title: <h3>Could not load</h3> });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Try again in a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says the app's own words on the button where it has them", async () => {
    const onRetry = jest.fn();
    showAlert(onRetry, { retryLabel: 'Load the countries again' });
    await userEvent.click(screen.getByRole('button', { name: 'Load the countries again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says "try again" in the shopper\'s language', async () => {
    await i18n.changeLanguage('es');
    showAlert(jest.fn());
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
