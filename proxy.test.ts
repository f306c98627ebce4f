import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { sitePages } from "@/content/pages";
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

  it("sends meal names through the proxy, for the undecodable-name guard", () => {
    expect(reachesProxy("/api/v1/meals/name/%D8%AD%D9%85%D8%B5")).toBe(true);
  });

  it.each(["/about", "/Blog1/extra", "/images/blog/quiz.svg", "/_next/static/chunk.js"])(
    "leaves %s, which is not a page, alone",
    (path) => {
      expect(reachesProxy(path)).toBe(false);
    },
  );
});
