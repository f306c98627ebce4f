import { sitePages } from "@/content/site-pages";
import { canonicalRedirectFor } from "./routes";

describe("canonicalRedirectFor", () => {
  it.each([
    ["/blog", "/Blog"],
    ["/blog1", "/Blog1"],
    ["/BLOG2", "/Blog2"],
    ["/bLoG3", "/Blog3"],
    ["/quiz", "/Quiz"],
    ["/QUIZ", "/Quiz"],
    ["/Calculator", "/calculator"],
  ])("redirects %s to %s", (from, to) => {
    expect(canonicalRedirectFor(from)).toBe(to);
  });

  it.each(["/", "/Blog", "/Blog1", "/Quiz", "/calculator"])("leaves canonical %s alone", (p) => {
    expect(canonicalRedirectFor(p)).toBeNull();
  });

  // "/" has no other spelling (and "//" is not a path of ours).
  it.each(sitePages.map((p) => p.path).filter((p) => p !== "/"))(
    "redirects every other spelling of %s to it",
    (path) => {
      for (const spelling of [path.toLowerCase(), path.toUpperCase(), `${path}/`]) {
        if (spelling !== path) expect(canonicalRedirectFor(spelling)).toBe(path);
      }
      expect(canonicalRedirectFor(path)).toBeNull();
    },
  );

  it.each(["/blog4", "/nothing", "/blog/x", "//evil.example", "/api/v1/meals/name/x"])(
    "ignores %s, which is not one of our pages",
    (p) => {
      expect(canonicalRedirectFor(p)).toBeNull();
    },
  );
});
