// The platform's HTTP client (SPEC §7 and §8): prefix, timeout, bearer token, the rek header, the
// write envelope, dataStr decryption and the response-code rules. Views never call fetch directly.
import { createFetch, FetchError } from 'ofetch';
import { API_PREFIX } from '../contract/endpoint';
import { HTTP_TEXT } from '../messages';
import { type ApiResponse, CODES, EXPIRED_CODES, isApiResponse, SUCCESS_CODE } from './codes';
import {
  ENCRYPTED_HEADER,
  type EnvelopeCipher,
  makeRek,
  makeReplayToken,
  openData,
  REK_HEADER,
  REK_RANDOM_LENGTH,
  REPLAY_NONCE_LENGTH,
  sealBody,
} from './envelope';
import type { ExpiryGuard } from './expiryGuard';
import { type Notifier, TRANSPORT_NOTICE_MS } from './notifier';
import { randomString } from './random';

export { API_PREFIX } from '../contract/endpoint';
export const REQUEST_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Sent without the bearer token (login, captcha, public look-ups). */
  tokenless?: boolean;
  /** Never enveloped: only the parameter look-up, which tells whether to envelope at all. */
  plain?: boolean;
  /** A call's own success rule (the general upload's 200, the form query's data.returnCode). */
  isSuccess?: (body: ApiResponse) => boolean;
  /** Resolve to false and show nothing on failure (dynamic form and download helpers). */
  silent?: boolean;
  /** 'blob' resolves data to the response Blob unless the server answered with an error body. */
  responseType?: 'json' | 'blob';
}

export type ApiErrorKind = 'business' | 'expired' | 'network' | 'timeout' | 'status';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface TokenSource {
  getToken(): string | undefined;
  getJti(): string | undefined;
}

export interface HttpClientDeps {
  tokens: TokenSource;
  cipher: EnvelopeCipher;
  notifier: Notifier;
  expiry: ExpiryGuard;
  /** SPEC: bodies are enveloped when the apiEncrypt parameter is '0'; unknown counts as yes. */
  envelopeWrites: () => boolean;
  baseURL?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export interface HttpClient {
  request<T = unknown>(options: RequestOptions & { silent: true }): Promise<ApiResponse<T> | false>;
  request<T = unknown>(options: RequestOptions): Promise<ApiResponse<T>>;
}

/** SPEC §8: 401, 403 and 404 have their own texts; other codes show the server's msg. */
const MAPPED_CODE_TEXT: Record<string, string> = {
  '401': HTTP_TEXT.unauthorized,
  '403': HTTP_TEXT.forbidden,
  '404': HTTP_TEXT.notFound,
};

function isRawBody(data: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && data instanceof Blob)
  );
}

async function blobAsApiResponse(blob: Blob): Promise<ApiResponse | null> {
  if (!/json/i.test(blob.type)) return null;
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    return isApiResponse(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const $fetch = createFetch({ fetch: deps.fetch ?? globalThis.fetch });
  const now = deps.now ?? Date.now;
  const baseURL = deps.baseURL ?? API_PREFIX;
  const timeout = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  function fail(options: RequestOptions, error: ApiError, notice?: () => void): false {
    if (error.kind === 'expired') deps.expiry.trigger();
    else if (!options.silent) notice?.();
    if (options.silent) return false;
    throw error;
  }

  async function request(options: RequestOptions): Promise<ApiResponse | false> {
    const method = options.method ?? 'GET';
    const rek = makeRek(now(), randomString(REK_RANDOM_LENGTH));
    const headers: Record<string, string> = { [REK_HEADER]: rek, ...options.headers };
    const token = options.tokenless ? undefined : deps.tokens.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: unknown = options.data;
    const writes = method === 'POST' || method === 'PUT';
    if (writes && !options.plain && !isRawBody(options.data) && deps.envelopeWrites()) {
      const replayToken = makeReplayToken(token ? deps.tokens.getJti() : undefined, randomString(REPLAY_NONCE_LENGTH));
      body = { ...sealBody(deps.cipher, rek, { body: options.data ?? {}, replayToken, timestamp: now() }) };
      headers[ENCRYPTED_HEADER] = '1';
    }

    let response: Response & { _data?: unknown };
    try {
      response = await $fetch.raw(options.url, {
        baseURL,
        method,
        headers,
        query: options.params,
        body: body as Record<string, unknown>,
        timeout,
        retry: 0,
        ignoreResponseError: true,
        responseType: options.responseType === 'blob' ? 'blob' : undefined,
      });
    } catch (error) {
      // ofetch aborts with a TimeoutError (AbortError on older runtimes); nothing else aborts.
      const cause = error instanceof FetchError ? error.cause : error;
      const name = (cause as { name?: string } | undefined)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const text = timedOut ? HTTP_TEXT.timeout : HTTP_TEXT.network;
      return fail(options, new ApiError(timedOut ? 'timeout' : 'network', text), () =>
        deps.notifier.show({ type: 'error', text, durationMs: TRANSPORT_NOTICE_MS }),
      );
    }

    let payload: unknown = response._data;
    if (payload instanceof Blob) {
      const errorBody = await blobAsApiResponse(payload);
      if (!errorBody && response.ok) return { code: SUCCESS_CODE, data: payload };
      payload = errorBody ?? undefined;
    }

    if (!isApiResponse(payload)) {
      if (response.ok) return { code: SUCCESS_CODE, data: payload };
      const text = HTTP_TEXT.status(response.status);
      return fail(options, new ApiError('status', text, undefined, response.status), () =>
        deps.notifier.show({ type: 'error', text, durationMs: TRANSPORT_NOTICE_MS }),
      );
    }

    const result: ApiResponse = { ...payload, code: String(payload.code ?? SUCCESS_CODE) };
    if (typeof result.dataStr === 'string') {
      try {
        result.data = openData(deps.cipher, rek, result.dataStr);
        delete result.dataStr;
      } catch {
        return fail(options, new ApiError('business', HTTP_TEXT.unknown, result.code), () =>
          deps.notifier.show({ type: 'error', text: HTTP_TEXT.unknown, variant: 'notification' }),
        );
      }
    }

    const succeeded = options.isSuccess ? options.isSuccess(result) : result.code === SUCCESS_CODE;
    if (succeeded) return result;

    if (EXPIRED_CODES.includes(result.code)) {
      const expired = new ApiError('expired', HTTP_TEXT.expiredReject, result.code, response.status);
      // Sent with a login that has since been replaced (an embedding portal refreshed the token
      // while this call was out): the refusal says nothing of the current login, so it fails
      // without logging that one out.
      if (!options.tokenless && token !== deps.tokens.getToken()) {
        if (options.silent) return false;
        throw expired;
      }
      return fail(options, expired);
    }
    if (result.code === '500') {
      const text = result.msg || HTTP_TEXT.unknown;
      return fail(options, new ApiError('business', text, result.code, response.status), () =>
        deps.notifier.show({ type: 'error', text, variant: 'message' }),
      );
    }
    const text = MAPPED_CODE_TEXT[result.code] ?? (result.msg || HTTP_TEXT.unknown);
    const error = new ApiError('business', text, result.code, response.status);
    // The shell's own banner explains a step to take first (a page asked before it has moved there).
    if (result.code === CODES.stepFirst) return fail(options, error);
    return fail(options, error, () => deps.notifier.show({ type: 'error', text, variant: 'notification' }));
  }

  return { request } as HttpClient;
}
