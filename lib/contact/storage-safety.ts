import "server-only";
import fs from "node:fs";
import path from "node:path";

// Whether this server can keep the SQLite file of contact messages. On a serverless host the
// file system is read-only but for /tmp, which belongs to one instance and is wiped at will:
// a message "stored" there would be lost. The same goes for a data folder the server cannot
// write. In both cases the contact API refuses messages (503) rather than lose them.

/** Variables each host sets in its functions' environment, with the host's name. */
const serverlessMarkers: readonly (readonly [variable: string, host: string])[] = [
  ["VERCEL", "Vercel"],
  ["AWS_LAMBDA_FUNCTION_NAME", "AWS Lambda"],
  ["NETLIFY", "Netlify"],
  ["FUNCTIONS_WORKER_RUNTIME", "Azure Functions"],
  ["K_SERVICE", "Google Cloud Run"],
  ["FUNCTION_TARGET", "Google Cloud Functions"],
  ["CF_PAGES", "Cloudflare Pages"],
  ["DENO_DEPLOYMENT_ID", "Deno Deploy"],
];

type Env = Record<string, string | undefined>;

/** The name of the serverless host this process runs on, if its environment gives it away. */
function serverlessHost(env: Env): string | undefined {
  return serverlessMarkers.find(([variable]) => env[variable]?.trim())?.[1];
}

/** Why `dir` cannot hold the message file (created if missing, then written to), or undefined. */
function folderWriteProblem(dir: string): string | undefined {
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, "ok");
    fs.rmSync(probe);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    return `the data folder ${path.resolve(dir)} is not writable (${code})`;
  }
}

/** Why SQLite in `dataDir` would lose messages here, or undefined when it can keep them. */
export function sqliteStorageProblem(dataDir: string, env: Env): string | undefined {
  const host = serverlessHost(env);
  if (host) return `this server runs on ${host}, whose file system is not kept`;
  return folderWriteProblem(dataDir);
}
