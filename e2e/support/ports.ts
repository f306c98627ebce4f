// Loopback ports of the servers the browser tests start (see playwright.config.ts).
// E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const SITE_PORT = base;
/** The same build started with MEALS_API_URL and BACKEND_URL pointing at the failing stand-in. */
export const FAILING_SITE_PORT = base + 1;
/** A stand-in for the product's backend that answers every request with HTTP 500. */
export const FAILING_BACKEND_PORT = base + 110;

export const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
export const failingSiteUrl = `http://127.0.0.1:${FAILING_SITE_PORT}`;
export const failingBackendUrl = `http://127.0.0.1:${FAILING_BACKEND_PORT}`;
/** A site of its own for the deployment test (e2e/offline-update.spec.ts): two builds, one port. */
export const DEPLOY_SITE_PORT = base + 2;
