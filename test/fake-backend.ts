// The one stand-in for the product's backend, used by jest and by the browser tests alike: a
// real HTTP server on loopback whose answers a test sets. It records every request (raw,
// still percent-encoded path, method, content type, body) as the backend would see it.
// Two control paths serve the browser tests, which run it as its own process
// (test/fake-backend-server.ts): GET /__health and GET /__count.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** How the fake answers the next requests; `good` is what a healthy backend would say. */
export type FakeAnswer =
  /** Meal paths: `meals` (default []); /contactUs: `{ success: true }`. */
  | { kind: "good"; meals?: unknown[] }
  /** Exactly this status and JSON body. */
  | { kind: "json"; status: number; body: unknown }
  /** An error status with a JSON error body. */
  | { kind: "status"; status: number }
  /** 200, declared JSON, body that is not JSON. */
  | { kind: "garbage" }
  /** A valid JSON answer of the wrong shape. */
  | { kind: "wrong-shape" }
  /** A redirect to `location` on this same server (e.g. "/elsewhere"). */
  | { kind: "redirect"; location: string }
  /** `then` after `ms` milliseconds. */
  | { kind: "slow"; ms: number; then: FakeAnswer }
  /** Whatever `respond` writes, for the rare test that needs a byte-level answer. */
  | { kind: "custom"; respond: (request: IncomingMessage, response: ServerResponse) => void };

type RecordedRequest = {
  method: string;
  /** Raw path and query, still percent-encoded. */
  url: string;
  contentType: string | undefined;
  /** The `Idempotency-Key` header, when the request had one. */
  idempotencyKey: string | undefined;
  body: string;
};

export interface FakeBackend {
  url: string;
  requests: RecordedRequest[];
  /** Sets how every following request is answered. */
  answer(next: FakeAnswer): void;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function respond(
  answer: FakeAnswer,
  request: IncomingMessage,
  response: ServerResponse,
  timers: Set<NodeJS.Timeout>,
): void {
  const isContact = request.url?.startsWith("/contactUs") ?? false;
  switch (answer.kind) {
    case "good":
      return sendJson(response, 200, isContact ? { success: true } : (answer.meals ?? []));
    case "json":
      return sendJson(response, answer.status, answer.body);
    case "status":
      return sendJson(response, answer.status, { success: false, error: "fake backend failure" });
    case "garbage":
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end(isContact ? "{success: true" : "[{not json");
    case "wrong-shape":
      return sendJson(
        response,
        200,
        isContact ? { ok: "yes" } : [{ name: "ملوخية", calories: "60" }],
      );
    case "redirect":
      response.writeHead(302, { location: answer.location });
      return void response.end();
    case "slow": {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) respond(answer.then, request, response, timers);
      }, answer.ms);
      timers.add(timer);
      return;
    }
    case "custom":
      return answer.respond(request, response);
  }
}

export async function startFakeBackend(
  options: { port?: number; answer?: FakeAnswer } = {},
): Promise<FakeBackend> {
  let current: FakeAnswer = options.answer ?? { kind: "good" };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    if (request.url === "/__health") return void response.end("ok");
    if (request.url === "/__count") return sendJson(response, 200, { count: requests.length });
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        contentType: request.headers["content-type"],
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        body,
      });
      respond(current, request, response, timers);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
