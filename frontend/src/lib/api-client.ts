import { notify } from '../components/ui/notices';
import { LOGIN_REDIRECT_DELAY_MS } from '../config/constants';
import { serverPaths } from '../config/paths';
import { setLocationHref } from './browser';

export type RequestOptions = {
  method?: string;
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * The current-user query sets this: there a 401 just means "signed out",
   * so no logged-out notice and no login redirect.
   */
  ignoreUnauthorized?: boolean;
};

/** SPEC §8: a message starting '401:' that contains 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401:') &&
    error.message.includes('Unauthorized')
  );
}

/** The status code of an api-client error ("<status>: <text>"), if any. */
export function getErrorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The human part of an api-client error: the server's `{message}` when the
 * response text is JSON, else the text after "<status>: ", else the message.
 */
export function getErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // not JSON: the text itself is the detail
  }
  return text || undefined;
}

let loginRedirect: ReturnType<typeof setTimeout> | undefined;

function handleUnauthorized(error: Error): void {
  if (!isUnauthorizedError(error) || loginRedirect !== undefined) return;
  notify({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  loginRedirect = setTimeout(() => {
    loginRedirect = undefined;
    setLocationHref(serverPaths.login);
  }, LOGIN_REDIRECT_DELAY_MS);
}

function toBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // Form data and raw files pass through; the browser sets their content type.
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function parseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** The app's only fetch call site: an OK response, or the "<status>: <text>" error. */
async function send(url: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal, ignoreUnauthorized = false } = options;
  const headers = new Headers(options.headers);
  const response = await fetch(url, {
    method,
    headers,
    body: toBody(body, headers),
    credentials: 'include',
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const error = new Error(`${response.status}: ${text || response.statusText}`);
    if (!ignoreUnauthorized) handleUnauthorized(error);
    throw error;
  }
  return response;
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return parseBody<T>(await send(url, options));
}

/** The URL of `Link: <url>; rel="next"`, if the header has one. */
export function nextLink(header: string | null): string | undefined {
  return header
    ?.split(',')
    .find((part) => /;\s*rel="?next"?/.test(part))
    ?.match(/<([^>]+)>/)?.[1];
}

/** A GET of one page of a paged list: its items and the next page's URL from `Link`. */
export async function getPage<T>(
  url: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ items: T[]; next?: string }> {
  const response = await send(url, { ...options, method: 'GET' });
  const next = nextLink(response.headers.get('Link'));
  const items = await parseBody<T[]>(response);
  return next ? { items, next } : { items };
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(url: string, options?: Options) => request<T>(url, { ...options, method: 'GET' }),
  post: <T = unknown>(url: string, body?: unknown, options?: Options) =>
    request<T>(url, { ...options, method: 'POST', body }),
  put: <T = unknown>(url: string, body?: unknown, options?: Options) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(url: string, body?: unknown, options?: Options) =>
    request<T>(url, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(url: string, options?: Options) =>
    request<T>(url, { ...options, method: 'DELETE' }),
};
