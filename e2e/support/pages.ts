// The pages the browser tests visit (lib/all-pages.ts): `checkedPages`, every declared page and
// a sample of meal pages from each group; `allPages` has every meal page too (the sitemap's).
export { allPages, checkedPages } from "@/lib/all-pages";

export const notFoundPath = "/this-page-does-not-exist";
