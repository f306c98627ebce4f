// Adds lock entries for the other platforms' optional binaries (macOS, Windows, Android, …
// builds of Next's SWC, Tailwind's oxide and the resolver) that this machine's npm registry
// does not serve. Without them `npm ci` refuses the lockfile as out of sync; with them it
// skips each one by its os/cpu, as it would anywhere. Run after any `npm install`:
//   node scripts/maintenance/lock-foreign-optionals.mjs
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

/** os and cpu from a platform package's name, e.g. "oxide-darwin-arm64" → darwin / arm64. */
function platformOf(name) {
  const os = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "wasm32"].find((o) =>
    new RegExp(`-${o}(-|$)`).test(name),
  );
  const cpu = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x"].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name),
  );
  if (os === "wasm32") return { cpu: ["wasm32"] };
  if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}`);
  return { os: [os], cpu: [cpu] };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[key] || packages[hoisted]) continue;
    packages[hoisted] = { version, optional: true, ...platformOf(name) };
    added += 1;
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} lock entries for other platforms' optional packages`);
