import { appQrSvg, appQrUrl } from "./app-qr-code";

describe("the code to scan", () => {
  it("holds the page's absolute /app link", () => {
    expect(appQrUrl("https://mizan.ly", "/calculator/bazeen")).toBe(
      "https://mizan.ly/app?from=/calculator/bazeen",
    );
    expect(appQrUrl("https://mizan.ly", "/")).toBe("https://mizan.ly/app?from=/");
  });

  it("is one SVG of black modules on white, with its quiet zone, and no script", () => {
    const svg = appQrSvg("https://mizan.ly", "/calculator/bazeen");
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    // Version 3 or 4 at level M (29 or 33 modules for this length) plus four modules each side.
    expect([37, 41]).toContain(size);
    expect(svg).toContain('stroke="#000000"');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).not.toMatch(/<script|on[a-z]+=/i);
    // A longer page path gives a larger code: the content is really encoded, not a fixed picture.
    const longer = appQrSvg("https://mizan.ly", `/calculator/${"x".repeat(60)}`);
    expect(Number(/viewBox="0 0 (\d+) /.exec(longer)?.[1])).toBeGreaterThan(size);
  });
});
