import "server-only";

// Reads a JSON request body without trusting the client: the declared Content-Length is
// checked first, then the bytes actually received, so a lying or missing header cannot make
// the server buffer more than `maxBytes`.

import type { ApiErrorCode } from "./api-error";

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; code: ApiErrorCode };

function isJsonContentType(header: string | null): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { ok: false, code: "unsupported_media_type" };
  }
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    return { ok: false, code: "payload_too_large" };
  }

  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        if (received > maxBytes) {
          await reader.cancel().catch(() => undefined);
          return { ok: false, code: "payload_too_large" };
        }
        chunks.push(value);
      }
    } catch {
      // The client went away or sent a broken stream.
      return { ok: false, code: "unreadable_body" };
    }
  }

  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, code: "invalid_json" };
  }
}
