import "server-only";
import { backendAnswers } from "@/lib/backend/contact";
import {
  storeKindOf,
  type DeliveryTarget,
  type StoreKind,
} from "@/lib/contact/message-destination";
import { openMessageStore } from "@/lib/contact/sqlite-message-store";
import { postgresMessageStore } from "@/lib/contact/postgres-message-store";

// GET /api/health: does the configured store of contact messages answer? The answer names the
// kind of store only: no URL, no error text, nothing a stranger could use.

const HEALTH_TIMEOUT_MS = 3_000;

export type HealthAnswer = { status: "ok" | "unavailable"; store: StoreKind };

async function storeAnswers(target: DeliveryTarget): Promise<boolean> {
  switch (target.kind) {
    case "backend":
      return backendAnswers(target.backendUrl, HEALTH_TIMEOUT_MS);
    case "postgres":
      await postgresMessageStore(target.databaseUrl).count();
      return true;
    case "sqlite":
      openMessageStore(target.dataDir).count();
      return true;
    case "unkeepable":
      return false;
  }
}

export async function checkHealth(target: DeliveryTarget): Promise<HealthAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    const ok = await Promise.race([storeAnswers(target).catch(() => false), timeout]);
    return { status: ok ? "ok" : "unavailable", store: storeKindOf(target) };
  } finally {
    clearTimeout(timer);
  }
}
