// The service worker's validator. A page that came from the device asks for a newer worker on
// every visit (components/offline/ServiceWorkerRegistration.tsx), and Next.js answers a route
// handler's GET in full, without an ETag: about 16 KB gzipped each time on a weak link, for a
// script that only changes with a build. The worker is built from the build's files and the
// build's revision (app/sw/[path]/route.ts), so the revision names its content and the proxy
// answers 304 when the browser already has it.

export interface WorkerValidator {
  /** Headers of every answer for the worker: revalidate each time, against the build's ETag. */
  headers: Readonly<Record<string, string>>;
  /** True when an If-None-Match header names this build's worker (weak or strong, in a list, or *). */
  isCurrent(ifNoneMatch: string | null): boolean;
}

export function workerValidator(revision: string): WorkerValidator {
  const etag = `"sw-${revision}"`;
  return {
    headers: { ETag: etag, "Cache-Control": "no-cache" },
    isCurrent: (ifNoneMatch) =>
      ifNoneMatch !== null &&
      ifNoneMatch
        .split(",")
        .map((tag) => tag.trim().replace(/^W\//, ""))
        .some((tag) => tag === "*" || tag === etag),
  };
}

/**
 * This build's validator. None in development, where the worker changes without a build, nor
 * without a revision (next.config.mjs inlines one into every build).
 */
export const buildWorkerValidator: WorkerValidator | null =
  process.env.NODE_ENV === "production" && process.env.BUILD_REVISION
    ? workerValidator(process.env.BUILD_REVISION)
    : null;
