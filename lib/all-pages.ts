// Every page of the site: the pages declared in content/site-pages.ts and one page per meal of
// the database (lib/meals/pages). The sitemap lists them all (`allPages`); checks that cost
// seconds per page (HTML validation, sizes, Lighthouse, the browser's page loop) visit
// `checkedPages`, which keeps every declared page and a sample of meal pages from each group.
import { sitePages, type SitePage } from "@/content/site-pages";
import { mealPages } from "./meals/pages";

export const allPages: readonly SitePage[] = [...sitePages, ...mealPages];

export const checkedPages: readonly SitePage[] = [
  ...sitePages,
  ...mealPages.filter((page) => page.sample),
];
