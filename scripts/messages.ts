// `npm run messages`: the stored contact messages, newest first, for a site owner without a
// backend: from PostgreSQL when DATABASE_URL is set, else from the SQLite file.
//   npm run messages                 readable list (long messages clipped)
//   npm run messages -- --full       readable list with whole messages
//   npm run messages -- --csv        CSV on stdout (add --bom for Excel), e.g. > messages.csv
// The database or folder (DATA_DIR, default .data) is the site's. The SQLite file is opened
// read-only, so this is safe while the site runs.
import path from "node:path";
import { getConfig } from "@/lib/config/env";
import { toCsv, toTable } from "@/lib/contact/format-messages";
import { MESSAGES_FILE, openMessageStoreForReading } from "@/lib/contact/sqlite-message-store";
import type { StoredMessage } from "@/lib/contact/sqlite-message-store";
import {
  closePostgresMessageStore,
  postgresMessageStore,
} from "@/lib/contact/postgres-message-store";

const args = new Set(process.argv.slice(2));
const known = new Set(["--csv", "--bom", "--full", "--help"]);
const unknown = [...args].filter((a) => !known.has(a));
if (unknown.length > 0 || args.has("--help")) {
  console.error("Usage: npm run messages [-- --csv [--bom] | --full]");
  process.exit(unknown.length > 0 ? 2 : 0);
}

const { BACKEND_URL, DATABASE_URL, DATA_DIR } = getConfig();
if (BACKEND_URL) console.error("BACKEND_URL is set: new messages go to the product's backend.");

/** The stored rows and, when there are none to read, why. */
async function readMessages(): Promise<{ rows: StoredMessage[]; note?: string }> {
  if (DATABASE_URL) {
    try {
      return { rows: await postgresMessageStore(DATABASE_URL).list() };
    } catch (error) {
      console.error(`Cannot read the messages from DATABASE_URL: ${(error as Error).message}`);
      process.exit(1);
    } finally {
      await closePostgresMessageStore(DATABASE_URL);
    }
  }
  const store = openMessageStoreForReading(DATA_DIR);
  const rows = store?.list() ?? [];
  store?.close();
  return store
    ? { rows }
    : { rows, note: `No message file at ${path.resolve(DATA_DIR, MESSAGES_FILE)}.` };
}

void readMessages().then(({ rows, note }) => {
  if (args.has("--csv")) {
    process.stdout.write(toCsv(rows, { bom: args.has("--bom") }));
  } else {
    if (note) console.error(note);
    process.stdout.write(toTable(rows, { full: args.has("--full") }));
  }
});
