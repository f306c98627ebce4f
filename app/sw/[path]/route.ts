import { createSerwistRoute } from "@serwist/turbopack";
import { precachedUrls } from "@/lib/offline/precached-urls";

// GET /sw/sw.js: the service worker (lib/offline/service-worker.ts), bundled with esbuild at
// build time with the list of what it keeps. The build's scripts, styles and fonts carry their
// hash in their names; the pages get the build's revision, so each build replaces them.
const revision = process.env.BUILD_REVISION ?? "dev";
const distDir = process.env.NEXT_DIST_DIR || ".next";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: "lib/offline/service-worker.ts",
    useNativeEsbuild: true,
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2}`],
    additionalPrecacheEntries: precachedUrls.map((url) => ({ url, revision })),
    // A page of the calculator's size is about 300 KB before compression.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
);
