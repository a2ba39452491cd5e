import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addProductToCart, createCart } from '@storefront/shared/api/cart';
import {
  aFlightProposalId,
  expireCart,
  injectFault,
  recordedRequests,
} from '@storefront/testing/sandbox';
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { cartExpiredAtom, openCartAtom } from '@storefront/shared/state';
import { brandFor, renderScreens } from '@storefront/testing/screens';
import { useAddToCart } from './add-to-cart';

const BRAND = 'sunsea.localhost';
let brand: BrandConfig;
let proposalId: string;

/** A screen with one flight to choose, as the flights results offer it. */
function ChooseFlight({ cartId }: { cartId?: string }) {
  const { state, add } = useAddToCart({ cartId });
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void add({
            item: proposalId,
            productType: 'F',
            product: () => ({ type: 'TRANSPORT', proposalId }),
          })
        }
      >
        Choose
      </button>
      <p>{state.status === 'idle' ? '' : `${state.status} ${state.item}`}</p>
    </>
  );
}

function renderChooser(cartId?: string) {
  return renderScreens([{ path: '/F', element: <ChooseFlight cartId={cartId} /> }], {
    url: '/F',
    brand,
  });
}

beforeAll(async () => {
  brand = await brandFor(BRAND);
  proposalId = await aFlightProposalId();
});

describe('useAddToCart (against the sandbox)', () => {
  it('puts the product into a new cart of the brand, keeps its expiry and shows the cart', async () => {
    const view = renderChooser();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await screen.findByRole('heading', { name: 'Another screen' });
    const cartId = new URLSearchParams(view.location().search).get('cartId') ?? '';
    expect(view.location().pathname).toBe('/cart');
    const open = view.store.get(openCartAtom);
    expect(open).toMatchObject({ cartId, count: 1 });
    expect(Date.parse(open?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const created = (await recordedRequests('CartApiService/CreateCart', BRAND)).at(-1);
    expect(created?.body).toMatchObject({
      productType: 'F',
      businessProfile: brand.brand.businessProfiles.F,
    });
  });

  it('adds to the cart the screen names while it is open', async () => {
    const cart = await createCart({ productType: 'F' });
    const view = renderChooser(cart.cartId);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await screen.findByRole('heading', { name: 'Another screen' });
    expect(view.location().search).toBe(`?cartId=${cart.cartId}`);
    expect(view.store.get(openCartAtom)).toMatchObject({ cartId: cart.cartId, count: 1 });
  });

  it('marks an expired cart as expired and puts the product into a new one', async () => {
    const old = await createCart({ productType: 'F' });
    await addProductToCart(old.cartId, { type: 'TRANSPORT', proposalId });
    await expireCart(old.cartId);
    const view = renderChooser(old.cartId);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await screen.findByRole('heading', { name: 'Another screen' });
    const cartId = new URLSearchParams(view.location().search).get('cartId');
    expect(cartId).not.toBe(old.cartId);
    expect(view.store.get(openCartAtom)).toMatchObject({ cartId, count: 1 });
    // the new cart starts a clean checkout: nothing of the expired one stays, its flag included
    expect(view.store.get(cartExpiredAtom)).toBe(false);
  });

  it('stays on the screen and says which product failed when the cart cannot be made', async () => {
    const view = renderChooser();
    await injectFault({ call: 'CartApiService/CreateCart', kind: 'HTTP_500', brand: BRAND });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(await screen.findByText(`failed ${proposalId}`)).toBeInTheDocument();
    expect(view.location().pathname).toBe('/F');
    expect(view.store.get(openCartAtom)).toBeNull();
    logged.mockRestore();
  });
});
