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

/** A variable that is blank or unset is undefined. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** A comma- or space-separated list; blank or unset is undefined. */
const optionalList = optionalText.transform((v) =>
  v ? v.split(/[\s,]+/).filter(Boolean) : undefined,
);

/** A calendar day, "YYYY-MM-DD", that exists. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD")
  .refine((v) => {
    const at = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().startsWith(v);
  }, "no such day");

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
  /** App Store provider token (`pt`), added to the App Store links with the campaign token. */
  APPLE_PROVIDER_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,40}$/, "must be the provider token App Store Connect shows")
      .optional(),
  ),
  /**
   * The iOS app for universal links, as Apple writes it: team id, a dot, bundle id
   * (`ABCDE12345.ly.mizan.app`); several comma-separated. Unset: no apple-app-site-association.
   */
  APPLE_APP_ID: optionalList.pipe(
    z
      .array(
        z
          .string()
          .regex(/^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, "must be TEAMID.bundle.id"),
      )
      .optional(),
  ),
  /**
   * SHA-256 fingerprints of the Android app's signing certificates, for App Links
   * (`AB:CD:…`, 32 bytes); several comma- or space-separated. Unset: no assetlinks.json.
   */
  ANDROID_CERT_SHA256: optionalList
    .transform((list) => list?.map((f) => f.toUpperCase()))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/, "must be 32 hex bytes joined by colons"),
        )
        .optional(),
    ),
  /** The app's store rating as the owners publish it (1–5), with APP_RATING_COUNT; unset: none. */
  APP_RATING: optionalText.pipe(z.coerce.number<string>().min(1).max(5).optional()),
  /** How many ratings APP_RATING is the average of. */
  APP_RATING_COUNT: optionalText.pipe(z.coerce.number<string>().int().min(1).optional()),
  /** The app's own privacy policy, if the owners keep it elsewhere; unset: the text in content/. */
  APP_PRIVACY_URL: optionalUrl,
  /**
   * Ramadan's first and last days in Libya ("YYYY-MM-DD"), set together when the country's
   * announcement differs from the Umm al-Qura calendar by a day; unset: the calendar decides.
   * Read at build time into the calculator's page (lib/calendar/ramadan.ts).
   */
  RAMADAN_START: optionalText.pipe(isoDay.optional()),
  RAMADAN_END: optionalText.pipe(isoDay.optional()),
  /** Contact messages accepted per client address and minute; more get HTTP 429. */
  CONTACT_RATE_LIMIT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : "5"))
    .pipe(z.coerce.number<string>().int().min(1).max(100_000)),
});

export type AppConfig = z.infer<typeof configSchema>;

/** Settings that only make sense together. */
const configSchema = envSchema.superRefine((config, ctx) => {
  if ((config.APP_RATING === undefined) !== (config.APP_RATING_COUNT === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["APP_RATING"],
      message: "APP_RATING and APP_RATING_COUNT are set together or not at all",
    });
  }
  const { RAMADAN_START: start, RAMADAN_END: end } = config;
  if ((start === undefined) !== (end === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["RAMADAN_START"],
      message: "RAMADAN_START and RAMADAN_END are set together or not at all",
    });
  } else if (start && end) {
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    if (days < 28 || days > 31) {
      ctx.addIssue({
        code: "custom",
        path: ["RAMADAN_END"],
        message: "Ramadan lasts 29 or 30 days: RAMADAN_END is 28–30 days after RAMADAN_START",
      });
    }
  }
});

/** The owners' Ramadan days, when set (lib/calendar/ramadan.ts). */
export function ramadanDays(config: AppConfig) {
  const { RAMADAN_START: start, RAMADAN_END: end } = config;
  return start && end ? { start, end } : undefined;
}

type EnvSource = Record<string, string | undefined>;

/** Parses an environment object; exported for tests, which pass their own. */
export function parseConfig(env: EnvSource): AppConfig {
  const result = configSchema.safeParse(env);
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
