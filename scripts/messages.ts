// `npm run messages`: the contact messages stored in SQLite (used when BACKEND_URL is unset),
// newest first, for a site owner without a backend.
//   npm run messages                 readable list (long messages clipped)
//   npm run messages -- --full       readable list with whole messages
//   npm run messages -- --csv        CSV on stdout (add --bom for Excel), e.g. > messages.csv
// The folder is DATA_DIR (default .data), as for the site. The file is opened read-only, so
// this is safe while the site runs.
import path from "node:path";
import { getConfig } from "@/lib/config/env";
import { toCsv, toTable } from "@/lib/contact/format-messages";
import { MESSAGES_FILE, openMessageStoreForReading } from "@/lib/contact/message-store";

const args = new Set(process.argv.slice(2));
const known = new Set(["--csv", "--bom", "--full", "--help"]);
const unknown = [...args].filter((a) => !known.has(a));
if (unknown.length > 0 || args.has("--help")) {
  console.error("Usage: npm run messages [-- --csv [--bom] | --full]");
  process.exit(unknown.length > 0 ? 2 : 0);
}

const dataDir = getConfig().DATA_DIR;
const store = openMessageStoreForReading(dataDir);
const rows = store?.list() ?? [];
store?.close();

if (args.has("--csv")) {
  process.stdout.write(toCsv(rows, { bom: args.has("--bom") }));
} else {
  if (!store) console.error(`No message file at ${path.resolve(dataDir, MESSAGES_FILE)}.`);
  process.stdout.write(toTable(rows, { full: args.has("--full") }));
}
