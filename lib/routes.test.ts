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

  it.each(["/blog4", "/nothing", "/blog/x", "//evil.example", "/api/v1/meals/name/x"])(
    "ignores %s, which is not one of our pages",
    (p) => {
      expect(canonicalRedirectFor(p)).toBeNull();
    },
  );
});
