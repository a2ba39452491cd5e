/**
 * Every backend call of spec section 7 has its function here, and the sandbox answers it at the
 * same name. The other test files make each call and check its answer.
 */
import * as ancillaries from './ancillaries';
import * as cart from './cart';
import * as checkout from './checkout';
import * as content from './content';
import * as deals from './deals';
import * as featureToggles from './feature-toggles';
import * as holidayPackages from './holiday-packages';
import * as locations from './locations';
import * as orders from './orders';
import * as payments from './payments';
import * as tokenAuth from './token-auth';
import * as transport from './transport';
import { knownCalls } from '@storefront/testing/sandbox';

const CALLS: [call: string, fn: unknown][] = [
  ['CartApiService/CreateCart', cart.createCart],
  ['CartApiService/GetCartConfig', cart.getCartConfig],
  ['CartApiService/RetrieveCartFull', cart.retrieveCartFull],
  ['CartApiService/RetrieveCart', cart.retrieveCart],
  ['CartApiService/ApplyVoucherToCart', cart.applyVoucherToCart],
  ['CartApiService/RetrieveVoucherCode', cart.retrieveVoucherCode],
  ['CartApiService/RemoveVoucherFromCart', cart.removeVoucherFromCart],
  ['CartApiService/AddContactToCart', checkout.addContactToCart],
  ['CartApiService/RetrieveContact', checkout.retrieveContact],
  ['CartApiService/AddTravellerToCart', checkout.addTravellerToCart],
  ['CartApiService/RetrieveTravellersByCartId', checkout.retrieveTravellersByCartId],
  ['CartApiService/RetrieveCountries', checkout.retrieveCountries],
  ['CartApiService/AddSubscriptions', checkout.addSubscriptions],
  ['CartApiService/GetSubscriptions', checkout.getSubscriptions],
  ['CartApiService/CartFinalize', checkout.finalizeCart],
  ['CartApiService/CreatePayment', payments.createPayment],
  ['CartApiService/ConfirmCart', payments.confirmCart],
  ['CartApiService/AddInvoice', checkout.addInvoice],
  ['CartApiService/GetInvoices', checkout.getInvoices],
  ['CartApiService/GetOrders', orders.getOrders],
  ['CartApiService/GetAvailableProducts', ancillaries.getAvailableProducts],
  ['CartApiService/CreateSeatSelectionProduct', ancillaries.createSeatSelectionProduct],
  ['CartApiService/AddProductToCart', cart.addProductToCart],
  ['CartApiService/ReplaceProductsInCart', cart.replaceProductsInCart],
  ['CartApiService/RemoveProductsFromCart', cart.removeProductsFromCart],
  ['CartApiService/AddSpecialRequestToCart', checkout.addSpecialRequestToCart],
  ['CartApiService/RetrieveSpecialRequestByCartId', checkout.retrieveSpecialRequestByCartId],
  ['CartApiService/DeleteSpecialRequestByCartId', checkout.deleteSpecialRequestByCartId],
  ['ShoppingHDPService/CreateSearch', holidayPackages.createHotelSearch],
  ['ShoppingHDPService/RetrieveProposals', holidayPackages.retrieveHotelProposals],
  ['ShoppingHDPService/RetrieveAllProposals', holidayPackages.retrieveAllHotelProposals],
  ['ShoppingHDPService/CreatePricing', holidayPackages.createPricing],
  ['ShoppingHDPService/RetrievePricing', holidayPackages.retrievePricing],
  ['ShoppingHDPService/CreateSelection', holidayPackages.createSelection],
  ['ShoppingHDPService/GetAlternativeTransports', holidayPackages.getAlternativeTransports],
  ['ShoppingHDPService/UpdateTransport', holidayPackages.updateTransport],
  [
    'ShoppingHDPService/RetreiveAccommodationStaticData',
    holidayPackages.retrieveAccommodationStaticData,
  ],
  [
    'ShoppingHDPService/RetreiveAccommodationPromotion',
    holidayPackages.retrieveAccommodationPromotions,
  ],
  ['ShoppingTransportService/CreateSearch', transport.createFlightSearch],
  ['ShoppingTransportService/RetrieveProposals', transport.retrieveFlightProposals],
  ['ShoppingTransportService/GetTransportProposalByProposalId', transport.getFlightProposal],
  ['Deals/GetDealsByBP', deals.getDealsByBusinessProfile],
  ['FeatureToogle/FlagProviderList', featureToggles.flagProviderList],
  ['FeatureToogle/IsFeatureEnabled', featureToggles.isFeatureEnabled],
  ['FeatureToogle/ListKnowToggles', featureToggles.listKnownToggles],
  ['Strapi/GetConfig', content.getBrandConfig],
  ['Strapi/RemoveConfig', content.removeConfig],
  ['Strapi/CleanAllConfigurationCaches', content.cleanAllConfigurationCaches],
  ['TokenAuth/Authenticate', tokenAuth.authenticate],
  ['TokenAuth/GetDummyToken', tokenAuth.getDummyToken],
  ['TokenAuth/AuthenticateExternal', tokenAuth.authenticateExternal],
  ['Locations/Search', locations.searchLocations],
];

describe('the calls of spec section 7', () => {
  it('each has its function in a module', () => {
    const missing = CALLS.filter(([, fn]) => typeof fn !== 'function').map(([call]) => call);
    expect(missing).toEqual([]);
  });

  it('are exactly the backend calls the sandbox answers', async () => {
    const known = await knownCalls();
    const ours = CALLS.map(([call]) => call);
    expect({
      notAnswered: ours.filter((call) => !known.includes(call)),
      notCovered: known.filter((call) => !ours.includes(call)),
    }).toEqual({ notAnswered: [], notCovered: [] });
  });
});
