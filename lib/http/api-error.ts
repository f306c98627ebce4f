// The one shape of every JSON error our APIs answer, and the one helper that builds it:
// `{ success: false, code, error, errors? }` — a stable code for programs, an Arabic sentence
// for people, and field errors where a form can show them. The status and the sentence come
// from the code's row of the catalogue (content/api-errors.ts): a handler names the code only.
// Errors are never cached.
import { apiErrors, type ApiErrorCode } from "@/content/api-errors";

export type { ApiErrorCode };

export type FieldError = { field: string; message: string };

export type ApiErrorBody = {
  success: false;
  code: ApiErrorCode;
  error: string;
  errors?: FieldError[];
};

/** The values a code's text is filled in with; `never` for a text that has none. */
type TextValues<C extends ApiErrorCode> = (typeof apiErrors)[C]["text"] extends (
  values: infer V,
) => string
  ? V
  : never;

type Options<C extends ApiErrorCode> = {
  /** What the code's text needs filled in, when it needs anything. */
  values?: TextValues<C>;
  errors?: FieldError[];
  headers?: Record<string, string>;
};

function textOf<C extends ApiErrorCode>(code: C, values: TextValues<C> | undefined): string {
  const text: string | ((values: never) => string) = apiErrors[code].text;
  if (typeof text === "string") return text;
  if (values === undefined) throw new Error(`API error ${code} needs its text filled in`);
  return text(values as never);
}

export function apiErrorBody<C extends ApiErrorCode>(
  code: C,
  options: Options<C> = {},
): ApiErrorBody {
  const body: ApiErrorBody = { success: false, code, error: textOf(code, options.values) };
  if (options.errors) body.errors = options.errors;
  return body;
}

export function apiError<C extends ApiErrorCode>(code: C, options: Options<C> = {}): Response {
  return Response.json(apiErrorBody(code, options), {
    status: apiErrors[code].status,
    headers: { "Cache-Control": "no-store", ...options.headers },
  });
}
