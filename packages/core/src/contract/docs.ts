// The API's own description (OpenAPI 3), built from the declarations, for staff and integrators.
import { endpoint, staffOnly } from './endpoint';

export const DOCS_ENDPOINTS = {
  /** A readable page listing every endpoint with who may call it and what it takes. */
  page: endpoint<string>()({
    feature: 'docs',
    action: 'page',
    method: 'GET',
    path: '/docs',
    access: { ...staffOnly(), navigation: true },
    raw: true,
  }),
  /** The OpenAPI 3 document itself. */
  openapi: endpoint<Record<string, unknown>>()({
    feature: 'docs',
    action: 'openapi',
    method: 'GET',
    path: '/docs/openapi.json',
    access: { ...staffOnly(), navigation: true },
    raw: true,
  }),
} as const;
