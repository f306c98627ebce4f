// The one shape of every JSON error our APIs answer, and the one helper that builds it:
// `{ success: false, code, error, errors? }` — a stable code for programs, an Arabic sentence
// for people (content/api-errors.ts), and field errors where a form can show them. Errors are
// never cached.
import { apiErrorText, type ApiErrorCode } from "@/content/api-errors";

export type { ApiErrorCode };

export type FieldError = { field: string; message: string };

export type ApiErrorBody = {
  success: false;
  code: ApiErrorCode;
  error: string;
  errors?: FieldError[];
};

type Options = {
  /** The Arabic sentence, when the code's own text needs values filled in. */
  message?: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
};

function defaultMessage(code: ApiErrorCode): string {
  const text = apiErrorText[code];
  if (typeof text !== "string") throw new Error(`API error ${code} needs its message filled in`);
  return text;
}

export function apiErrorBody(code: ApiErrorCode, options: Options = {}): ApiErrorBody {
  const body: ApiErrorBody = {
    success: false,
    code,
    error: options.message ?? defaultMessage(code),
  };
  if (options.errors) body.errors = options.errors;
  return body;
}

export function apiError(status: number, code: ApiErrorCode, options: Options = {}): Response {
  return Response.json(apiErrorBody(code, options), {
    status,
    headers: { "Cache-Control": "no-store", ...options.headers },
  });
}
