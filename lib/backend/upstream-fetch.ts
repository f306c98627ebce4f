import "server-only";

// The one way this site calls the product's backend. One timeout bounds the whole exchange,
// the answer's body included; a redirect is refused (the configured URL is the only place we
// send data to); the body is read up to a size limit. Every way the call can go wrong ends in
// a typed failure, never a throw, so callers map it to an answer without a try.

export type UpstreamFailureReason = "timeout" | "network" | "redirect" | "too-large";

export type UpstreamResult =
  | { ok: true; status: number; text: string; headers: Headers }
  | { ok: false; reason: UpstreamFailureReason; detail: string };

export interface UpstreamRequest {
  method?: "GET" | "POST";
  /** Sent as JSON when given. */
  json?: unknown;
  /** Headers of the call beyond the ones every call sends. */
  headers?: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
}

/** Joins the configured base URL and a path (which must start with "/"). */
export function upstreamUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/** The body as text, or null once it grows past `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

export async function fetchUpstream(
  url: string,
  request: UpstreamRequest,
): Promise<UpstreamResult> {
  const { method = "GET", json, headers, timeoutMs, maxBytes } = request;
  try {
    const response = await fetch(url, {
      method,
      headers: {
        accept: "application/json",
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return { ok: false, reason: "redirect", detail: `HTTP ${response.status} from ${url}` };
    }
    const text = await readLimited(response, maxBytes);
    if (text === null) {
      return { ok: false, reason: "too-large", detail: `more than ${maxBytes} bytes from ${url}` };
    }
    return { ok: true, status: response.status, text, headers: response.headers };
  } catch (error) {
    // Duck-typed: the DOMException of a timeout may come from another realm than `Error`.
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    if (name === "TimeoutError") {
      return { ok: false, reason: "timeout", detail: `timeout after ${timeoutMs} ms (${url})` };
    }
    const detail = typeof message === "string" ? message : String(error);
    return { ok: false, reason: "network", detail: `${detail} (${url})` };
  }
}

/** Parses JSON text; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
