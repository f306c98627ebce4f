import { z } from "zod";
import { site } from "@/content/site";

// The one configuration module: the one place the environment is read. lib/config/ holds this
// file alone on purpose, so "where are the settings?" has one answer. Every variable is
// optional: with none set the site runs on the embedded defaults (content/site.ts, the embedded
// meal database, SQLite storage). Values are validated once; a malformed variable fails loudly
// at start instead of producing broken links later.

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const envSchema = z.object({
  SITE_URL: optionalUrl.transform((v) => (v ?? site.siteUrl).replace(/\/+$/, "")),
  PRODUCT_NAME: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : site.productName)),
  IOS_STORE_URL: optionalUrl.transform((v) => v ?? site.iosStoreUrl),
  ANDROID_STORE_URL: optionalUrl.transform((v) => v ?? site.androidStoreUrl),
  HEALTH_TEST_URL: optionalUrl.transform((v) => v ?? site.healthTestUrl),
  CONTACT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : site.contactEmail))
    .pipe(z.email()),
  SOCIAL_URL: optionalUrl.transform((v) => v ?? site.socialUrl),
  /** Base URL of the product's meal API; unset means the embedded meal database answers. */
  MEALS_API_URL: optionalUrl,
  /** Base URL of the product's backend for contact messages; unset means SQLite storage. */
  BACKEND_URL: optionalUrl,
  /**
   * PostgreSQL connection string for contact messages and the shared rate limit, used when
   * BACKEND_URL is unset; unset means SQLite and an in-process rate limit.
   */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional()),
  /** Folder for the SQLite file of contact messages when BACKEND_URL and DATABASE_URL are unset. */
  DATA_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : ".data")),
  /** Contact messages accepted per client address and minute; more get HTTP 429. */
  CONTACT_RATE_LIMIT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : "5"))
    .pipe(z.coerce.number<string>().int().min(1).max(100_000)),
});

export type AppConfig = z.infer<typeof envSchema>;

type EnvSource = Record<string, string | undefined>;

/** Parses an environment object; exported for tests, which pass their own. */
export function parseConfig(env: EnvSource): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${issues.join("\n")}`);
  }
  return result.data;
}

let cached: AppConfig | undefined;

/**
 * The validated configuration, read from process.env on first use. Request-time readers
 * (the store redirects, the meal API, the contact handler) call this per request, so a
 * changed variable takes effect on restart without a rebuild.
 */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
