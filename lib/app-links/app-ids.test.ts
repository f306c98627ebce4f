import { appStoreIdOf, playPackageOf } from "./app-ids";

describe("appStoreIdOf", () => {
  it.each([
    ["https://apps.apple.com/ly/app/mizan/id6450000000", "6450000000"],
    ["https://apps.apple.com/app/id1?ct=x", "1"],
    ["https://apps.apple.com/us/app/mizan/id123/", "123"],
    ["https://apps.apple.com/ly/app/mizan", null],
    ["https://apps.apple.com/ly/app/mizan/idabc", null],
    ["https://example.org/?id123", null],
  ])("%s → %s", (url, id) => {
    expect(appStoreIdOf(url)).toBe(id);
  });
});

describe("playPackageOf", () => {
  it.each([
    ["https://play.google.com/store/apps/details?id=ly.mizan.app", "ly.mizan.app"],
    ["https://play.google.com/store/apps/details?hl=ar&id=com.example_x.y2", "com.example_x.y2"],
    ["https://play.google.com/store/apps/details", null],
    ["https://play.google.com/store/apps/details?id=nodot", null],
    ["https://play.google.com/store/apps/details?id=ly.mizan.app%22%3E", null],
  ])("%s → %s", (url, id) => {
    expect(playPackageOf(url)).toBe(id);
  });
});
