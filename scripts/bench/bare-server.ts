import { createServer } from "node:http";
import { findMealsByName } from "@/lib/meals-api/find-meals-by-name";
import { CACHE_CONTROL } from "@/lib/meals-api/meals-response";
import { mealsApiMessages } from "@/lib/meals-api/messages";

// The benchmark's reference: the meal API's search and JSON with nothing around it but
// node:http, i.e. the throughput limit for this search on this machine. Started by
// scripts/bench/servers.ts with `--conditions=react-server` so `server-only` imports resolve.

const PREFIX = "/api/v1/meals/name/";
const port = Number(process.env.PORT);

const server = createServer(async (request, response) => {
  const url = request.url ?? "";
  if (!url.startsWith(PREFIX)) {
    response.writeHead(404).end();
    return;
  }
  let name: string;
  try {
    name = decodeURIComponent(url.slice(PREFIX.length));
  } catch {
    response.writeHead(400).end();
    return;
  }
  const result = await findMealsByName(name);
  if (result.kind === "ok") {
    response.writeHead(200, {
      "Content-Type": "application/json",
      "Cache-Control": CACHE_CONTROL.embedded,
    });
    response.end(JSON.stringify(result.meals));
  } else {
    const code = result.kind === "bad-request" ? result.code : "upstream_unavailable";
    response.writeHead(result.kind === "bad-request" ? 400 : 502, {
      "Content-Type": "application/json",
    });
    response.end(JSON.stringify({ error: mealsApiMessages[code], code }));
  }
});

server.listen(port, "127.0.0.1");
