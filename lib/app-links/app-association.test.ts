import { site } from "@/content/site";
import { appleAppSiteAssociation, assetLinks } from "./app-association";

const FINGERPRINT = `${"AB:".repeat(31)}CD`;

describe("apple-app-site-association", () => {
  it("names the app and the pages it opens, in Apple's applinks format", () => {
    expect(appleAppSiteAssociation({ APPLE_APP_ID: ["ABCDE12345.ly.mizan.app"] })).toEqual({
      applinks: {
        details: [
          {
            appIDs: ["ABCDE12345.ly.mizan.app"],
            components: [{ "/": "/calculator" }, { "/": "/calculator/*" }, { "/": "/plate" }],
          },
        ],
      },
    });
  });

  it("is no file at all without the app's id", () => {
    expect(appleAppSiteAssociation({ APPLE_APP_ID: undefined })).toBeNull();
  });
});

describe("assetlinks.json", () => {
  it("states the Play package and every fingerprint", () => {
    const second = `${"01:".repeat(31)}23`;
    expect(
      assetLinks({
        ANDROID_CERT_SHA256: [FINGERPRINT, second],
        ANDROID_STORE_URL: site.androidStoreUrl,
      }),
    ).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "ly.mizan.app",
          sha256_cert_fingerprints: [FINGERPRINT, second],
        },
      },
    ]);
  });

  it("is no file without a fingerprint, or without a package in the Play URL", () => {
    expect(
      assetLinks({ ANDROID_CERT_SHA256: undefined, ANDROID_STORE_URL: site.androidStoreUrl }),
    ).toBeNull();
    expect(
      assetLinks({
        ANDROID_CERT_SHA256: [FINGERPRINT],
        ANDROID_STORE_URL: "https://play.google.com/store/apps/dev?id=123",
      }),
    ).toBeNull();
  });
});
