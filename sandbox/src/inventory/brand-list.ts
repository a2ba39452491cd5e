/**
 * The brands the sandbox serves, one per brand-dependent branch of the spec (see the README's
 * brand table). `xss.localhost`, `quality.localhost` and `canary.localhost` are test-only.
 */
import { FLAGS, LASTMINUTE_ORIGIN } from '../../../shared/src/domain/contract';
import type { Brand } from './brands';
import { defineBrand } from './brand-content';

export const BRANDS: readonly Brand[] = [
  defineBrand({
    id: 1,
    slug: 'sunsea',
    domain: 'sunsea.localhost',
    language: 'es',
    country: 'ES',
    brandName: 'Sun & Sea Viajes',
    colors: {
      primary: '#0a6ebd',
      secondary: '#ffb400',
      accent: '#e4572e',
      background: '#ffffff',
      text: '#1d2433',
    },
    landing: {
      extraSelector: { productType: 'HGH', titleKey: 'landing.selector.hgh' },
      showInSelector: ['DP', 'H', 'F', 'HGH'],
    },
    translations: {
      en: {
        heroTitle: 'Your holiday in the sun starts here',
        heroSubtitle: 'Flight and hotel at the best price, in a single step',
        promoImageAlt: 'Seasonal offers on flight and hotel',
        productExplanationTitle: 'How it works',
        productExplanationSubtitle: 'Choose, combine and book',
        productExplanationDescription:
          'Search your destination, pick the hotel and flight you prefer and pay securely.',
      },
      de: {
        heroTitle: 'Dein Urlaub in der Sonne beginnt hier',
        heroSubtitle: 'Flug und Hotel zum besten Preis, in einem Schritt',
        promoImageAlt: 'Saisonangebote für Flug und Hotel',
        productExplanationTitle: 'So funktioniert es',
        productExplanationSubtitle: 'Wählen, kombinieren, buchen',
        productExplanationDescription:
          'Suche dein Reiseziel, wähle Hotel und Flug nach deinem Geschmack und bezahle sicher.',
      },
    },
    brand: {
      isTopHotel: true,
      phoneNumber: '+34 900 100 200',
      phonePrivacyPolicyUrl: 'https://www.sunsea.example/legal/phone-privacy',
      cookiesPolicyUrl: 'https://www.sunsea.example/legal/cookies',
    },
    footer: { externalScriptUrl: '/media/scripts/sunsea-footer.js' },
  }),
  defineBrand({
    id: 2,
    slug: 'lastminute',
    domain: 'lastminute.localhost',
    language: 'en',
    country: 'GB',
    brandName: 'Lastminute Escapes',
    colors: {
      primary: '#e4007c',
      secondary: '#1f1f1f',
      accent: '#ffd100',
      background: '#ffffff',
      text: '#1f1f1f',
    },
    flags: { [FLAGS.tealium]: true },
    translations: {
      it: {
        heroTitle: 'Il tuo prossimo viaggio inizia qui',
        heroSubtitle: 'Voli e hotel al miglior prezzo, in un colpo solo',
        promoImageAlt: 'Offerte di stagione su voli e hotel',
        productExplanationTitle: 'Come funziona',
        productExplanationSubtitle: 'Scegli, combina e prenota',
        productExplanationDescription:
          "Cerca la destinazione, scegli l'hotel e il volo che preferisci e paga in modo sicuro.",
      },
      fr: {
        heroTitle: 'Votre prochain voyage commence ici',
        heroSubtitle: 'Vols et hôtels au meilleur prix, en une seule fois',
        promoImageAlt: 'Offres de saison sur les vols et les hôtels',
        productExplanationTitle: 'Comment ça marche',
        productExplanationSubtitle: 'Choisissez, combinez, réservez',
        productExplanationDescription:
          "Cherchez votre destination, choisissez l'hôtel et le vol qui vous plaisent et payez en toute sécurité.",
      },
    },
    brand: {
      productTypeOrder: ['F', 'H', 'DP'],
      brandOrigin: LASTMINUTE_ORIGIN,
      brandBase: LASTMINUTE_ORIGIN,
      consentManagerScriptUrl: '/media/scripts/lastminute-consent.js',
      tagManagerScriptUrl: '/media/scripts/lastminute-tealium.js',
    },
    ancillaries: ['SEAT_SELECTION', 'EXTRA_LUGGAGE'],
  }),
  defineBrand({
    id: 3,
    slug: 'flyfree',
    domain: 'flyfree.localhost',
    language: 'fr',
    country: 'FR',
    brandName: 'FlyFree Vacances',
    colors: {
      primary: '#2b9348',
      secondary: '#f9c74f',
      accent: '#f3722c',
      background: '#fbfdf7',
      text: '#14281d',
    },
    offers: { isScalapayClub: true },
    brand: {
      productTypeOrder: ['F', 'FF', 'DP'],
      freeFlightConditions: { voucherAmount: 3, conditionsKey: 'brand.free-flight.conditions' },
    },
    paymentMethods: ['CARD', 'PAYPAL', 'SCALAPAY'],
  }),
  defineBrand({
    id: 4,
    slug: 'members',
    domain: 'members.localhost',
    language: 'en',
    country: 'GB',
    brandName: 'Members Travel Club',
    colors: {
      primary: '#3a0ca3',
      secondary: '#4cc9f0',
      accent: '#f72585',
      background: '#f8f7ff',
      text: '#10002b',
    },
    flags: { [FLAGS.operatorPanel]: true },
    brand: {
      productTypeOrder: ['HGH', 'H', 'F'],
      singleSignOn: true,
      currency: null,
      budgetRestriction: 1500,
    },
    paymentMethods: ['CARD'],
  }),
  defineBrand({
    id: 5,
    slug: 'punti',
    domain: 'punti.localhost',
    language: 'it',
    country: 'IT',
    brandName: 'Punti Viaggi',
    colors: {
      primary: '#c1121f',
      secondary: '#fdf0d5',
      accent: '#003049',
      background: '#ffffff',
      text: '#161a1d',
    },
    brand: {
      productTypeOrder: ['DP', 'H', 'F', 'FF'],
      pointsConversionRate: 0.01,
      customPointsLabel: 'Punti Stella',
    },
    paymentMethods: ['CARD', 'POINTS'],
  }),
  defineBrand({
    id: 6,
    slug: 'closed',
    domain: 'closed.localhost',
    language: 'es',
    country: 'ES',
    brandName: 'Closed Travel',
    colors: {
      primary: '#6c757d',
      secondary: '#adb5bd',
      accent: '#343a40',
      background: '#ffffff',
      text: '#212529',
    },
    flags: { [FLAGS.maintenance]: true },
  }),
  defineBrand({
    id: 7,
    slug: 'xss',
    domain: 'xss.localhost',
    language: 'en',
    country: 'GB',
    brandName: 'XSS Test Brand',
    colors: {
      primary: '#000000',
      secondary: '#ff0000',
      accent: '#00ff00',
      background: '#ffffff',
      text: '#000000',
    },
    text: { heroTitle: 'Deals <img src=x onerror="window.__xss=1">' },
  }),
  // Test only: the quality suite's faults (a malformed answer on every call a screen makes) are
  // scoped to this brand, so they never meet another spec's calls. Otherwise like sunsea.
  defineBrand({
    id: 8,
    slug: 'quality',
    domain: 'quality.localhost',
    language: 'es',
    country: 'ES',
    brandName: 'Quality Test Travel',
    colors: {
      primary: '#0a6ebd',
      secondary: '#ffb400',
      accent: '#e4572e',
      background: '#ffffff',
      text: '#1d2433',
    },
    landing: { showInSelector: ['DP', 'H', 'F', 'HGH'] },
    footer: { legalTextKey: 'footer.legal.sunsea' },
  }),
  // Test only: the canary watch's spec pins its canaries to this brand, so no other spec's page
  // meets them, and the figures the watch reads for it are that spec's pages alone.
  defineBrand({
    id: 9,
    slug: 'canary',
    domain: 'canary.localhost',
    language: 'en',
    country: 'GB',
    brandName: 'Canary Test Travel',
    colors: {
      primary: '#0a6ebd',
      secondary: '#ffb400',
      accent: '#e4572e',
      background: '#ffffff',
      text: '#1d2433',
    },
  }),
];
