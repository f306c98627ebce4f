// Security headers sent with every answer. 'unsafe-inline' for scripts is needed because the
// pages are static: Next.js inlines its flight data in <script> tags and a per-request nonce
// would make every page dynamic. Everything else loads from the site itself only.
import { randomUUID } from "node:crypto";
import { withSerwist } from "@serwist/turbopack";

const isDev = process.env.NODE_ENV !== "production";

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self'${isDev ? " ws:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets a benchmark or a second checkout build beside the main one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Each build's revision of the pages the service worker keeps (app/sw/[path]/route.ts):
  // compiled into the worker's route at build time, so a new build replaces them.
  env: { BUILD_REVISION: randomUUID() },
  poweredByHeader: false,
  // The stylesheet goes into each page's HTML: on a slow phone link a separate CSS file costs a
  // round trip before anything can paint (first paint 1.7 s against 0.9 s inlined, Lighthouse
  // with applied slow-4G throttling; README, "Performance"). The price is HTML: about 26 KB gz
  // more per full page load, most of it after the first screen; client-side navigations fetch
  // the layout's styles once (+8 KB gz), as the CSS file would have been fetched once.
  experimental: { inlineCss: true },
  reactStrictMode: true,
  images: {
    formats: ["image/avif", "image/webp"],
    dangerouslyAllowSVG: false,
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

// withSerwist keeps esbuild, which bundles the service worker at build time, out of the server bundle.
export default withSerwist(nextConfig);
