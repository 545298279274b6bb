// Calls one declared endpoint through the platform's HTTP client: the method and path come from
// the declaration (contract/), so core/api holds no URL of its own.

import {
  callPath,
  type EndpointDefinition,
  type EndpointInput,
  isTokenless,
  type ResponseOf,
} from '../contract/endpoint';
import type { HttpClient, RequestOptions } from '../http/client';
import type { ApiResponse } from '../http/codes';
import { DEFAULT_NOTICE_MODULE } from '../platform/deployment';

/** How one call is made beyond the declaration (SPEC §7/§8 per-call rules). */
export type CallOptions = Pick<RequestOptions, 'headers' | 'isSuccess' | 'responseType' | 'plain' | 'tokenless'> & {
  /** The deployment's `{module}` prefix, for the endpoints of the notices service. */
  module?: string;
};

function request<E extends EndpointDefinition>(
  endpoint: E,
  input: Partial<{ body: unknown; query: unknown; params: unknown }>,
  options: CallOptions,
): RequestOptions {
  const { module = DEFAULT_NOTICE_MODULE, ...rest } = options;
  return {
    url: callPath(endpoint, module, input.params as Record<string, unknown> | undefined),
    method: endpoint.method,
    ...(input.body !== undefined ? { data: input.body } : {}),
    ...(input.query !== undefined ? { params: input.query as RequestOptions['params'] } : {}),
    ...(isTokenless(endpoint) ? { tokenless: true } : {}),
    ...rest,
  };
}

/** One call; resolves to the answer, rejects with ApiError as the client does. */
export function call<E extends EndpointDefinition>(
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiResponse<ResponseOf<E>>> {
  return http.request<ResponseOf<E>>(request(endpoint, input, options));
}

/** A call that resolves to false and shows nothing on failure (SPEC §8: form and download helpers). */
export function callSilently<E extends EndpointDefinition>(
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiResponse<ResponseOf<E>> | false> {
  return http.request<ResponseOf<E>>({ ...request(endpoint, input, options), silent: true });
}
