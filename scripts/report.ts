// `npm run report`: for the owners, what brings downloads and what visitors looked for and did
// not find, from the site's daily counts (PostgreSQL with DATABASE_URL, else the SQLite file in
// DATA_DIR, as the site writes them).
//   npm run report                    the last 30 days, readable
//   npm run report -- --days 7        the last 7 days
//   npm run report -- --csv           one row per count: kind,day,platform,key,count
import { getConfig } from "@/lib/config/env";
import { countStoreFor, firstReportDay, reportCsv, reportText } from "@/lib/daily-counts";

const USAGE = "Usage: npm run report [-- --days N] [-- --csv]";

function parseArgs(argv: string[]): { days: number; csv: boolean } {
  let days = 30;
  let csv = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--csv") csv = true;
    else if (arg === "--days" && /^[1-9]\d{0,3}$/.test(argv[i + 1] ?? "")) days = Number(argv[++i]);
    else {
      console.error(USAGE);
      process.exit(arg === "--help" ? 0 : 2);
    }
  }
  return { days, csv };
}

async function main() {
  const { days, csv } = parseArgs(process.argv.slice(2));
  const store = countStoreFor(getConfig(), process.env);
  if (!store) {
    console.error(
      "No store for the counts here: set DATABASE_URL, or a DATA_DIR this server keeps.",
    );
    process.exit(1);
  }
  try {
    const rows = await store.since(firstReportDay(days));
    process.stdout.write(csv ? reportCsv(rows) : reportText(rows, days));
  } catch (error) {
    console.error(`Cannot read the counts: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await store.close();
  }
  process.exit();
}

void main();
