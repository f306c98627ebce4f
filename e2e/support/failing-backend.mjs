// A real HTTP server on loopback standing in for the product's backend when it fails:
// every request gets HTTP 500 with a JSON error. It counts requests so tests can ask it
// (GET /__count) whether the site called it at all.
import http from "node:http";

const port = Number(process.env.PORT ?? 3210);
let count = 0;

const server = http.createServer((req, res) => {
  if (req.url === "/__count") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ count }));
    return;
  }
  if (req.url === "/__health") {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
    return;
  }
  count += 1;
  req.resume();
  req.on("end", () => {
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: false, error: "stand-in backend failure" }));
  });
});

server.listen(port, "127.0.0.1", () => {
  console.log(`failing backend stand-in on http://127.0.0.1:${port}`);
});
