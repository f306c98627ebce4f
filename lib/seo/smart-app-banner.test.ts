import { site } from "@/content/site";
import { pageMetadata, smartAppBanner } from "./metadata";

describe("the smart app banner", () => {
  it("names the App Store id and the page's absolute URL", () => {
    expect(smartAppBanner("/calculator/bazeen")).toEqual({
      appId: "6450000000",
      appArgument: `${site.siteUrl}/calculator/bazeen`,
    });
  });

  it("is on every page's metadata", () => {
    const metadata = pageMetadata({
      title: "t",
      description: "d",
      path: "/Blog1",
      card: { path: "/cards/page/blog1", alt: "a" },
    });
    expect(metadata.itunes).toEqual({ appId: "6450000000", appArgument: `${site.siteUrl}/Blog1` });
  });
});
