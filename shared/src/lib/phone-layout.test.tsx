import { hydrateRoot } from 'react-dom/client';
import { renderToString as serverMarkupOf } from 'react-dom/server';
import { act } from '@testing-library/react';
import { PHONE_MEDIA, PhoneLayoutGuess, asksForPhone, usePhoneLayout } from './phone-layout';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('asksForPhone', () => {
  it("takes the request's mobile client hint, or a phone's user agent, as a phone", () => {
    expect(asksForPhone({ mobileHint: '?1', userAgent: DESKTOP })).toBe(true);
    expect(asksForPhone({ mobileHint: '?1' })).toBe(true);
    expect(asksForPhone({ mobileHint: '?0', userAgent: ANDROID_PHONE })).toBe(true);
    expect(asksForPhone({ mobileHint: '?0', userAgent: DESKTOP })).toBe(false);
  });

  it('else takes a phone user agent as a phone, a tablet or a desktop as not', () => {
    expect(asksForPhone({ userAgent: IPHONE })).toBe(true);
    expect(asksForPhone({ userAgent: ANDROID_PHONE })).toBe(true);
    expect(asksForPhone({ userAgent: ANDROID_TABLET })).toBe(false);
    expect(asksForPhone({ userAgent: DESKTOP })).toBe(false);
    expect(asksForPhone({})).toBe(false);
  });
});

function Layout() {
  return <p>{usePhoneLayout() ? 'phone' : 'wide'}</p>;
}

/** A screen `wide` or not, as `matchMedia` answers the phone query. */
function screenIs(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_MEDIA ? phone : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('usePhoneLayout on a page rendered on the server', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('renders the guessed phone layout, and the browser hydrates it without a mismatch', async () => {
    const serverHtml = serverMarkupOf(
      <PhoneLayoutGuess.Provider value={true}>
        <Layout />
      </PhoneLayoutGuess.Provider>,
    );
    expect(serverHtml).toBe('<p>phone</p>');
    screenIs(true);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <PhoneLayoutGuess.Provider value={true}>
          <Layout />
        </PhoneLayoutGuess.Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(container.innerHTML).toBe('<p>phone</p>');
    expect(errors).toEqual([]);
  });

  it('takes the measured screen once hydrated when the guess was wrong', async () => {
    const serverHtml = serverMarkupOf(<Layout />);
    expect(serverHtml).toBe('<p>wide</p>');
    screenIs(true);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Layout />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.innerHTML).toBe('<p>phone</p>');
    expect(errors).toEqual([]);
  });
});
