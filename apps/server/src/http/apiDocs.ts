// The API's description, built from the routes as they are registered: each declared route with
// its method, path, access rule and request schemas (zod → JSON Schema) goes into an OpenAPI 3
// document, served as JSON and as a readable page to staff (/prod-api/docs).
import { API_PREFIX, DOCS_ENDPOINTS, type EndpointDefinition } from '@ent/core/contract';
import { clauses, DOCS_TEXT } from '@ent/core/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type core, z } from 'zod';
import { route } from './route';

export interface RegisteredRoute {
  method: string;
  /** The full path, prefix included, in Fastify's :param form. */
  url: string;
  endpoint: EndpointDefinition | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the API as registered, declared or not (the docs and their test read it). */
    apiRoutes: RegisteredRoute[];
  }
}

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** Query and path schemas become OpenAPI parameters, one per property. */
function parameters(schema: core.$ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = schemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function accessOf(endpoint: EndpointDefinition): string {
  const access = endpoint.access ?? {};
  if (access.public) return DOCS_TEXT.public;
  const parts = [access.staff ? DOCS_TEXT.staff : DOCS_TEXT.loggedIn];
  if (access.permission) parts.push(DOCS_TEXT.permission(access.permission));
  return clauses(parts);
}

export function openApiDocument(routes: readonly RegisteredRoute[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, endpoint } of routes) {
    if (!endpoint) continue;
    const path = url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const operation: Record<string, unknown> = {
      operationId: `${endpoint.feature}.${endpoint.action}`,
      tags: [endpoint.feature],
      summary: `${DOCS_TEXT.features[endpoint.feature] ?? endpoint.feature} · ${endpoint.action}`,
      description: accessOf(endpoint),
      security: endpoint.access?.public ? [] : [{ bearer: [] }],
      'x-access': endpoint.access ?? {},
      parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
      responses: { '200': { description: endpoint.raw ? 'file' : '{ code, msg, data }' } },
    };
    if (endpoint.body) {
      const media = endpoint.multipart ? 'multipart/form-data' : 'application/json';
      operation.requestBody = { required: true, content: { [media]: { schema: schemaOf(endpoint.body) } } };
    }
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: DOCS_TEXT.title, version: '1' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(routes: readonly RegisteredRoute[]): string {
  const rows = routes
    .filter((r) => r.endpoint)
    .map(({ method, url, endpoint }) => {
      const e = endpoint as EndpointDefinition;
      const request = [e.params, e.query, e.body]
        .filter((schema): schema is core.$ZodType => Boolean(schema))
        .map((schema) => `<pre>${escapeHtml(JSON.stringify(schemaOf(schema), null, 1))}</pre>`)
        .join('');
      return `<tr><td>${escapeHtml(DOCS_TEXT.features[e.feature] ?? e.feature)}</td><td>${method}</td><td><code>${escapeHtml(
        url,
      )}</code></td><td>${escapeHtml(accessOf(e))}</td><td>${request || DOCS_TEXT.none}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${DOCS_TEXT.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f1f1f}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #d1d1d1;padding:6px;vertical-align:top;text-align:left}pre{margin:0;max-height:240px;overflow:auto;font-size:12px}</style>
</head><body><main><h1>${DOCS_TEXT.title}</h1><p>${DOCS_TEXT.intro}</p>
<p><a href="${API_PREFIX}${DOCS_ENDPOINTS.openapi.path}">${DOCS_TEXT.download}</a></p>
<table><thead><tr><th scope="col">${DOCS_TEXT.feature}</th><th scope="col">${DOCS_TEXT.method}</th><th scope="col">${
    DOCS_TEXT.path
  }</th><th scope="col">${DOCS_TEXT.access}</th><th scope="col">${DOCS_TEXT.request}</th></tr></thead>
<tbody>${rows}</tbody></table></main></body></html>`;
}

/** Registered in the API scope before any route, so it sees every one; it fills `routes`. */
export const apiDocsPlugin = fp<{ routes: RegisteredRoute[] }>(async (app: FastifyInstance, { routes }) => {
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat().filter((m) => m !== 'HEAD');
    for (const method of methods)
      routes.push({ method: String(method), url: options.url, endpoint: options.config?.endpoint ?? null });
  });

  route(app, DOCS_ENDPOINTS.openapi, async ({ reply }) => reply.type('application/json').send(openApiDocument(routes)));
  route(app, DOCS_ENDPOINTS.page, async ({ reply }) => reply.type('text/html; charset=utf-8').send(page(routes)));
});
