import "server-only";
import { isbot } from "isbot";
import { getConfig } from "@/lib/config/env";
import { normalizeArabic } from "@/lib/meals/normalize-arabic";
import {
  countDay,
  UNKNOWN_PAGE,
  UNMET_TEXT_MAX,
  type CountPlatform,
  type CountRow,
} from "./count-kinds";
import { countStoreFor } from "./choose-store";

// Counting never slows or fails an answer: the count is written after the handler has returned
// (setImmediate), with a time limit, and a store that is down or slow loses that count, logged
// at most once a minute. Known bots (isbot, on the User-Agent, which is read and never kept)
// and requests without a User-Agent are not counted.

const WRITE_LIMIT_MS = 1_500;
const LOG_EVERY_MS = 60_000;

let lastLogged = 0;
const pending = new Set<Promise<void>>();

function isCountable(request: Request): boolean {
  const userAgent = request.headers.get("user-agent");
  return !!userAgent && !isbot(userAgent);
}

function write(rows: Omit<CountRow, "count">[]): void {
  const done = new Promise<void>((resolve) => {
    setImmediate(() => {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), WRITE_LIMIT_MS);
      });
      Promise.resolve()
        .then(() => {
          const store = countStoreFor(getConfig(), process.env);
          return store && Promise.race([Promise.all(rows.map((row) => store.add(row))), limit]);
        })
        .catch((error: unknown) => {
          const now = Date.now();
          if (now - lastLogged > LOG_EVERY_MS) {
            lastLogged = now;
            console.warn(`daily counts: a count was lost (${(error as Error).message})`);
          }
        })
        .finally(() => {
          clearTimeout(timer);
          resolve();
        });
    });
  });
  pending.add(done);
  void done.finally(() => pending.delete(done));
}

/** Counts one visit of /ios, /android (or a computer's /app) from `page` (null: unknown). */
export function countDownload(request: Request, platform: CountPlatform, page: string | null) {
  if (!isCountable(request)) return;
  write([{ kind: "download", day: countDay(), platform, key: page ?? UNKNOWN_PAGE }]);
}

/** The form an unmet text is counted under: normalized, single spaces, cut to UNMET_TEXT_MAX. */
export function unmetKey(text: string): string {
  return normalizeArabic(text).slice(0, UNMET_TEXT_MAX).trim();
}

/** Counts each text that found no food (each once, however often it is repeated here). */
export function countUnmet(request: Request, texts: readonly string[]) {
  if (!isCountable(request)) return;
  const keys = [...new Set(texts.map(unmetKey).filter(Boolean))];
  if (keys.length === 0) return;
  const day = countDay();
  write(keys.map((key) => ({ kind: "unmet" as const, day, platform: "" as const, key })));
}

/** Resolves once every count started so far is written or given up (tests, scripts). */
export async function countsSettled(): Promise<void> {
  await Promise.all([...pending]);
}
