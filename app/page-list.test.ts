import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Article } from "@/content/articles/types";

// The declared pages (content/site-pages.ts) against the routes in app/, and the promise made
// to whoever adds an article: one content file and one entry in content/articles/index.ts bring
// its blog card, its sitemap entry and its canonical redirect with them.

const appDir = join(process.cwd(), "app");

/** The URL of every page.tsx under app/ (no route groups exist; a dynamic segment stays "[slug]"). */
function routedPagePaths(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routedPagePaths(path);
    if (entry.name !== "page.tsx") return [];
    const folder = relative(appDir, dir).split(sep).join("/");
    return [`/${folder}`];
  });
}

describe("the page list", () => {
  it("has exactly the pages app/ routes, the meal pages under the one dynamic route", async () => {
    const { sitePages } = await import("@/content/site-pages");
    // A shared plate's page is the calculator under another URL (for its share card), not a
    // page of its own: its canonical URL is /calculator, and the sitemap leaves it out.
    const { PLATE_PAGE_PATH } = await import("@/lib/nutrition/plate-link");
    expect(sitePages.map((p) => p.path).sort()).toEqual(
      routedPagePaths()
        .filter((path) => !path.includes("[") && path !== PLATE_PAGE_PATH)
        .sort(),
    );
    // A meal page with less or more oil is the meal's page (its canonical), not a page of its own.
    expect(
      routedPagePaths()
        .filter((path) => path.includes("["))
        .sort(),
    ).toEqual(["/calculator/[slug]", "/calculator/[slug]/[oil]"]);
  });

  it("lists one meal page per slug the dynamic route builds, and every page once", async () => {
    const { allPages } = await import("@/lib/all-pages");
    const { generateStaticParams } = await import("./calculator/[slug]/page");
    const mealPaths = allPages.filter((p) => p.kind === "meal").map((p) => p.path);
    expect(mealPaths).toEqual(generateStaticParams().map(({ slug }) => `/calculator/${slug}`));
    expect(new Set(allPages.map((p) => p.path)).size).toBe(allPages.length);
  });

  it("gives each article page the route that renders its own path", async () => {
    const { articles } = await import("@/content/articles");
    for (const { path } of articles) {
      const route = readFileSync(join(appDir, path, "page.tsx"), "utf8");
      expect(route).toContain(`articleMetadata("${path}")`);
      expect(route).toContain(`<ArticlePage path="${path}" />`);
    }
  });
});

describe("a fourth article", () => {
  const fourth: Article = {
    id: "fibre",
    path: "/Blog4",
    title: "الألياف الغذائية: لماذا يحتاجها جسمك؟",
    description: "وصف تجريبي لمقال رابع يكفي لاختبار القائمة.",
    datePublished: "2026-12-01",
    datePublishedText: "1 ديسمبر 2026",
    image: "/images/blog/fibre.svg",
    imageAlt: "حبوب كاملة وخضار",
    excerpt: "ملخص تجريبي.",
    lead: "مقدمة تجريبية.",
    sections: [],
  };

  // The real list plus one entry, as content/articles/index.ts would read after the addition.
  async function siteWithFourthArticle() {
    const real = jest.requireActual<typeof import("@/content/articles")>("@/content/articles");
    jest.resetModules();
    jest.doMock("@/content/articles", () => ({ articles: [...real.articles, fourth] }));
    const [{ sitePages }, { blogCards }, { canonicalRedirectFor }, { default: sitemap }] =
      await Promise.all([
        import("@/content/site-pages"),
        import("@/content/blog"),
        import("@/lib/routes"),
        import("./sitemap"),
      ]);
    return { sitePages, blogCards, canonicalRedirectFor, sitemap };
  }

  afterEach(() => {
    jest.dontMock("@/content/articles");
    jest.resetModules();
  });

  it("is a page of the list, after the other articles", async () => {
    const { sitePages } = await siteWithFourthArticle();
    const articlePaths = sitePages.filter((p) => p.kind === "article").map((p) => p.path);
    expect(articlePaths).toEqual(["/Blog1", "/Blog2", "/Blog3", "/Blog4"]);
  });

  it("gets its blog card, after the other articles' cards", async () => {
    const { blogCards } = await siteWithFourthArticle();
    expect(blogCards.map((c) => c.id).slice(0, 5)).toEqual([
      "calories",
      "macros",
      "carbohydrates",
      "fibre",
      "quiz",
    ]);
    expect(blogCards[3]).toEqual({
      id: "fibre",
      title: fourth.title,
      excerpt: fourth.excerpt,
      href: "/Blog4",
      image: { src: fourth.image, alt: fourth.imageAlt },
    });
  });

  it("gets its sitemap entry and its canonical redirect", async () => {
    const { sitemap, canonicalRedirectFor } = await siteWithFourthArticle();
    expect(sitemap().map((entry) => new URL(entry.url).pathname)).toContain("/Blog4");
    expect(canonicalRedirectFor("/blog4")).toBe("/Blog4");
    expect(canonicalRedirectFor("/Blog4")).toBeNull();
  });
});
