import { render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@storefront/shared/i18n';
import { configureTracking, setTrackingContext } from '@storefront/shared/tracking/tracker';
import en from '../../../i18n/en.json';
import { SignOnErrorPage } from './SignOnErrorPage';

const LINK_REFUSED =
  'The link you used is not valid or has expired. You can keep browsing without signing in.';
const TRY_AGAIN = 'This is usually a temporary problem. Please try again in a moment.';

/** The events sent to the event receiver, by name. */
let events: string[];

beforeAll(() => initI18n({ language: 'en', resources: { en } }));

beforeEach(() => {
  events = [];
  globalThis.fetch = jest.fn((_: RequestInfo | URL, init?: RequestInit) => {
    events.push((JSON.parse(String(init?.body)) as { eventName: string }).eventName);
    return Promise.resolve({ ok: true, status: 200 } as Response);
  }) as unknown as typeof fetch;
  configureTracking({
    url: '/events',
    token: 'event-token',
    tokenHeader: 'X-Event-Token',
    project: 'storefront',
    appVersion: 'test',
  });
  setTrackingContext({ brand: 'members', subBrand: null, domain: 'members', externalUserId: null });
});

test('a refused link says the link is not valid and that browsing goes on without it', () => {
  render(<SignOnErrorPage linkRefused />);
  expect(screen.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  expect(screen.getByText(LINK_REFUSED)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('a sign-on that failed otherwise (no link, or no usable answer) asks to try again in a moment, from "/"', () => {
  render(<SignOnErrorPage linkRefused={false} />);
  expect(screen.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  expect(screen.getByText(TRY_AGAIN)).toBeVisible();
  expect(screen.queryByText(/link/i)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test.each([true, false])(
  'is tracked as viewed.app-error-[exception] either way (link refused: %s)',
  async (linkRefused) => {
    render(<SignOnErrorPage linkRefused={linkRefused} />);
    await waitFor(() => expect(events).toEqual(['viewed.app-error-[exception]']));
  },
);
