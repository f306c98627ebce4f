// The pages the browser tests visit (lib/pages.ts): every declared page and a sample of meal
// pages from each group; `allPages` has every meal page too (the sitemap's list).
export { allPages, checkedPages as sitePages } from "@/lib/pages";

export const notFoundPath = "/this-page-does-not-exist";
