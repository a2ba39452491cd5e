import type { FastifyRequest } from 'fastify';
import { findBrand, type Brand } from '../inventory/brands';
import { parseLanguage, type Language } from './languages';

/** The brand of the caller's bearer token (undefined for a domain without configuration). */
export function requestBrand(request: FastifyRequest): Brand | undefined {
  return request.session ? findBrand(request.session.domain) : undefined;
}

/** A requested language, else the caller's brand language, else English. */
export function requestLanguage(request: FastifyRequest, requested: unknown): Language {
  return parseLanguage(requested, requestBrand(request)?.language ?? 'en');
}
