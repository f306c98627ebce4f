// A real HTTP server on loopback standing in for the product's backend in tests. The test picks
// how it answers /contactUs; every request it receives is recorded.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandInMode =
  | "success"
  | "success-false"
  | "status-500"
  | "invalid-json"
  | "success-with-status-201"
  | "success-with-status-400"
  | "slow";

export type StandIn = {
  url: string;
  mode: StandInMode;
  /** Delay of the "slow" mode, in ms. */
  slowMs: number;
  received: { method?: string; url?: string; contentType?: string; body: string }[];
  close(): Promise<void>;
};

export async function startBackendStandIn(): Promise<StandIn> {
  const sockets = new Set<import("node:net").Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const state: Omit<StandIn, "url" | "close"> = { mode: "success", slowMs: 0, received: [] };
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      state.received.push({
        method: req.method,
        url: req.url,
        contentType: req.headers["content-type"],
        body,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      switch (state.mode) {
        case "success":
          return json(200, { success: true });
        case "success-false":
          return json(200, { success: false, message: "rejected" });
        case "status-500":
          return json(500, { success: false, error: "boom" });
        case "invalid-json":
          res.writeHead(200, { "content-type": "application/json" });
          return res.end("{success: true");
        case "success-with-status-201":
          return json(201, { success: true });
        case "success-with-status-400":
          return json(400, { success: true });
        case "slow":
          {
            const timer = setTimeout(() => {
              timers.delete(timer);
              if (!res.destroyed) json(200, { success: true });
            }, state.slowMs);
            timers.add(timer);
          }
          return;
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
