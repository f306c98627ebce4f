// Every page of the site, for the tests that visit them all.
export const sitePages = [
  { path: "/", name: "home" },
  { path: "/calculator", name: "calculator" },
  { path: "/Blog", name: "blog" },
  { path: "/Blog1", name: "article: calories" },
  { path: "/Blog2", name: "article: macros" },
  { path: "/Blog3", name: "article: carbohydrates" },
  { path: "/Quiz", name: "quiz" },
] as const;

export const notFoundPath = "/this-page-does-not-exist";
