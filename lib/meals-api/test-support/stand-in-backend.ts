import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server on loopback standing in for the product's meal backend in tests. Each
// test sets how it answers; every request's raw path is recorded, as the backend would see it.

export type StandInHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface StandInBackend {
  url: string;
  /** Raw request paths received, in order (still percent-encoded). */
  paths: string[];
  answerWith(handler: StandInHandler): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startStandInBackend(): Promise<StandInBackend> {
  const paths: string[] = [];
  let handler: StandInHandler = (_req, res) => sendJson(res, 200, []);
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    answerWith(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
