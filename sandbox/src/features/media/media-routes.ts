/**
 * /media: pictures generated on request (brand logos and landing images, hotel photos,
 * destination, airline and payment icons) and the external scripts of brand configurations.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SandboxError } from '../../lib/envelope';
import { BRANDS } from '../../inventory/brand-list';
import { findDestination } from '../../inventory/destinations';
import { AIRLINES } from '../../inventory/flights';
import { findHotel } from '../../inventory/hotels';
import { SCRIPTS } from './scripts';
import { renderSvg, seededColors, type Picture } from './svg';

const BRAND_ASSETS: Record<string, Pick<Picture, 'width' | 'height'>> = {
  favicon: { width: 64, height: 64 },
  logo: { width: 240, height: 64 },
  'logo-mobile': { width: 64, height: 64 },
  'logo-secondary': { width: 240, height: 64 },
  hero: { width: 1600, height: 600 },
  'promo-mobile': { width: 640, height: 400 },
  'promo-desktop': { width: 1200, height: 400 },
};

const PAYMENT_LABELS: Record<string, string> = {
  card: 'CARD',
  paypal: 'PayPal',
  scalapay: 'Scalapay',
  points: 'Points',
};

function missing(what: string): SandboxError {
  return new SandboxError('NOT_FOUND', `No media ${what}`);
}

function svgName(file: string): string {
  if (!file.endsWith('.svg')) throw missing(file);
  return file.slice(0, -'.svg'.length);
}

function sendSvg(reply: FastifyReply, picture: Picture) {
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=3600')
    .send(renderSvg(picture));
}

type Params = Record<string, string>;

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: Params }>('/media/brands/:slug/:file', async (request, reply) => {
    const brand = BRANDS.find((candidate) => candidate.slug === request.params.slug);
    const asset = svgName(request.params.file ?? '');
    const size = BRAND_ASSETS[asset];
    if (!brand || !size) throw missing(request.url);
    const { primary, secondary, accent } = brand.content.theme.colors;
    const small = size.width <= 64;
    return sendSvg(reply, {
      ...size,
      colors:
        asset === 'logo-secondary'
          ? [secondary, accent]
          : [primary, asset.startsWith('promo') ? accent : secondary],
      label: small ? brand.content.brand.brandName.charAt(0) : brand.content.brand.brandName,
    });
  });

  app.get<{ Params: Params }>('/media/hotels/:hotelId/:file', async (request, reply) => {
    const hotel = findHotel(request.params.hotelId ?? '');
    const index = Number(svgName(request.params.file ?? ''));
    if (!hotel || !Number.isInteger(index) || index < 1 || index > hotel.images.length)
      throw missing(request.url);
    return sendSvg(reply, {
      width: 800,
      height: 533,
      colors: seededColors(`${hotel.id}:${index}`),
      label: hotel.id,
      caption: `${hotel.address.city} · ${index}/${hotel.images.length}`,
    });
  });

  app.get<{ Params: Params }>('/media/destinations/:file', async (request, reply) => {
    const destination = findDestination(svgName(request.params.file ?? ''));
    if (!destination) throw missing(request.url);
    return sendSvg(reply, {
      width: 800,
      height: 533,
      colors: seededColors(destination.code),
      label: destination.names.en,
    });
  });

  app.get<{ Params: Params }>('/media/airlines/:file', async (request, reply) => {
    const airline = AIRLINES.find(
      (candidate) => candidate.code === svgName(request.params.file ?? ''),
    );
    if (!airline) throw missing(request.url);
    return sendSvg(reply, {
      width: 64,
      height: 64,
      colors: seededColors(airline.code),
      label: airline.code,
    });
  });

  app.get<{ Params: Params }>('/media/payment/:file', async (request, reply) => {
    const label = PAYMENT_LABELS[svgName(request.params.file ?? '')];
    if (!label) throw missing(request.url);
    return sendSvg(reply, { width: 96, height: 64, colors: ['#1d3557', '#457b9d'], label });
  });

  app.get<{ Params: Params }>('/media/scripts/:file', async (request, reply) => {
    const script = SCRIPTS[request.params.file ?? ''];
    if (script === undefined) throw missing(request.url);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(script);
  });
};
