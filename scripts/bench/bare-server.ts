import { createServer } from "node:http";
import { findMealsByName, mealsResponse } from "@/lib/meals/search";

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
  // The route's own answer (lib/meals/search/meals-response.ts), written out by node:http.
  const answer = mealsResponse(await findMealsByName(name));
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(await answer.text());
});

server.listen(port, "127.0.0.1");
