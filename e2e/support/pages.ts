// Every page of the site, for the tests that visit them all: the site's own page list.
export { sitePages } from "@/content/pages";

export const notFoundPath = "/this-page-does-not-exist";
