import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { sitePages } from "@/content/site-pages";
import { SERVICE_WORKER_URL } from "@/lib/offline/worker-urls";
import { config } from "./proxy";

// Next.js reads proxy.ts's matcher as a literal, so it cannot be built from the page list. This
// test holds the two together: every page, in its canonical and in other spellings, must reach
// the proxy, or its mis-cased spellings would answer 404 instead of redirecting. The patterns
// are compiled by Next.js's own matcher compiler, as the build compiles them.
// getMiddlewareMatchers is missing from Next.js's type declarations, not from its build.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: readonly string[], nextConfig: object) => { regexp: string }[];
};
const matchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
const reachesProxy = (path: string) => matchers.some((re) => re.test(path));

/** The canonical spelling, lower case, upper case and a mixed case. */
const spellings = (path: string) => [
  path,
  path.toLowerCase(),
  path.toUpperCase(),
  [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join(""),
];

describe("proxy.ts matcher", () => {
  // "/" has no letters, so no other spelling to redirect.
  it.each(sitePages.filter((p) => p.path !== "/").map((p) => p.path))(
    "lets every spelling of %s reach the proxy",
    (path) => {
      expect(spellings(path).filter((spelling) => !reachesProxy(spelling))).toEqual([]);
    },
  );

  // A meal name goes through the proxy only when it is not decodable, for the guard's JSON 400
  // (Next.js would answer 500); a decodable one goes straight to the route, as the proxy would
  // cost it about as much as the answer itself.
  const mealPath = (encodedName: string) => `/api/v1/meals/name/${encodedName}`;
  const decodes = (encoded: string) => {
    try {
      decodeURIComponent(encoded);
      return true;
    } catch {
      return false;
    }
  };

  it.each(["حمص", "كبسة بالدجاج", "🍲", "a/b", "€ 100%", "ḥummuṣ"])(
    "lets the decodable meal name %j go straight to the route",
    (name) => {
      expect(reachesProxy(mealPath(encodeURIComponent(name)))).toBe(false);
    },
  );

  it.each(["%ZZ", "%", "abc%2", "%FF", "%C0%AF", "%E0%80%80", "%ED%A0%80", "%F4%90%80%80", "%D8"])(
    "sends the undecodable meal name %j through the proxy",
    (encoded) => {
      expect(decodes(encoded)).toBe(false);
      expect(reachesProxy(mealPath(encoded))).toBe(true);
    },
  );

  it("agrees with decodeURIComponent on 20,000 random byte strings", () => {
    // A fixed-seed generator, so a failure can be replayed.
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const hex = "0123456789ABCDEFabcdef";
    for (let i = 0; i < 20_000; i++) {
      let encoded = "";
      for (let j = 0, n = 1 + Math.floor(random() * 5); j < n; j++) {
        const r = random();
        if (r < 0.15) encoded += "a";
        else if (r < 0.2) encoded += `%${hex[Math.floor(random() * hex.length)]}`;
        else {
          const byte = r < 0.6 ? 0x80 + Math.floor(random() * 0x40) : Math.floor(random() * 256);
          encoded += `%${byte.toString(16).padStart(2, "0").toUpperCase()}`;
        }
      }
      if (reachesProxy(mealPath(encoded)) === decodes(encoded)) {
        throw new Error(`the matcher and decodeURIComponent disagree on ${encoded}`);
      }
    }
  });

  // For its ETag (lib/offline/worker-validator.ts); nothing else under /sw/.
  it("lets the service worker's script reach the proxy", () => {
    expect(reachesProxy(SERVICE_WORKER_URL)).toBe(true);
    expect(reachesProxy("/sw/sw.js.map")).toBe(false);
  });

  it.each(["/about", "/Blog1/extra", "/images/blog/quiz.svg", "/_next/static/chunk.js"])(
    "leaves %s, which is not a page, alone",
    (path) => {
      expect(reachesProxy(path)).toBe(false);
    },
  );
});
