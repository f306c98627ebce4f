// The fake backend as its own process, for the browser tests (playwright.config.ts starts it):
// PORT picks the port, FAKE_BACKEND_STATUS makes every answer that error status (the browser
// tests use 500 to show what visitors see when the product's backend fails).
import { startFakeBackend, type FakeAnswer } from "./fake-backend";

const port = Number(process.env.PORT ?? 3210);
const status = Number(process.env.FAKE_BACKEND_STATUS ?? 0);
const answer: FakeAnswer = status ? { kind: "status", status } : { kind: "good" };

startFakeBackend({ port, answer }).then((backend) => {
  console.log(`fake backend on ${backend.url} (${status ? `every answer ${status}` : "healthy"})`);
});
