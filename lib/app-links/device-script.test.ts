import { APP_BAR_KEY } from "@/lib/device-storage/app-bar";
import { deviceScript } from "./device-script";

// The inline script run as a page runs it, with a stand-in for the few browser objects it
// touches: <html>'s attributes, localStorage, navigator and the document's click listener.

const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/131.0 Mobile Safari/537.36";
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148";

function runScript({
  userAgent,
  touchPoints = 5,
  stored = {},
  installed,
  storageThrows = false,
}: {
  userAgent: string;
  touchPoints?: number;
  stored?: Record<string, string>;
  installed?: unknown[];
  storageThrows?: boolean;
}) {
  const attributes = new Map<string, string>();
  const storage = new Map(Object.entries(stored));
  const listeners: ((e: { target: unknown }) => void)[] = [];
  let focused = false;
  const documentElement = {
    setAttribute: (k: string, v: string) => attributes.set(k, v),
    removeAttribute: (k: string) => attributes.delete(k),
  };
  const document = {
    documentElement,
    addEventListener: (_type: string, fn: (e: { target: unknown }) => void) => listeners.push(fn),
    querySelector: () => ({ focus: () => (focused = true) }),
  };
  const localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  };
  const window = storageThrows
    ? Object.defineProperty({}, "localStorage", {
        get() {
          throw new Error("SecurityError");
        },
      })
    : { localStorage };
  const navigator = {
    userAgent,
    maxTouchPoints: touchPoints,
    ...(installed && { getInstalledRelatedApps: () => Promise.resolve(installed) }),
  };
  const location = { pathname: "/calculator/bazeen" };
  new Function("window", "document", "navigator", "location", deviceScript())(
    window,
    document,
    navigator,
    location,
  );
  /** A click on an element inside the bar's close button or its link. */
  const click = (attribute: string) => {
    const link = { href: "/app" };
    const target = {
      closest: (selector: string) => (selector === `[${attribute}]` ? link : null),
    };
    for (const fn of listeners) fn({ target });
    return link;
  };
  return { attributes, storage, click, focused: () => focused };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("deviceScript", () => {
  it("marks an iPhone and does nothing else", () => {
    const { attributes, storage } = runScript({ userAgent: IPHONE_UA });
    expect(attributes.get("data-device")).toBe("ios");
    expect(attributes.has("data-app-bar")).toBe(false);
    expect(storage.size).toBe(0);
  });

  it("marks an iPad that calls itself a Mac by its touch screen", () => {
    const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15";
    expect(runScript({ userAgent: mac, touchPoints: 5 }).attributes.get("data-device")).toBe("ios");
    expect(runScript({ userAgent: mac, touchPoints: 0 }).attributes.get("data-device")).toBe(
      "other",
    );
  });

  it("shows the bar on an Android phone, and closing it is remembered", () => {
    const page = runScript({ userAgent: ANDROID_UA });
    expect(page.attributes.get("data-device")).toBe("android");
    expect(page.attributes.has("data-app-bar")).toBe(false);
    page.click("data-app-bar-close");
    expect(page.attributes.get("data-app-bar")).toBe("off");
    expect(page.storage.get(APP_BAR_KEY)).toBe("closed");
    expect(page.focused()).toBe(true);
    const next = runScript({ userAgent: ANDROID_UA, stored: Object.fromEntries(page.storage) });
    expect(next.attributes.get("data-app-bar")).toBe("off");
  });

  it("points the bar's link at /app with the page it is on when followed", () => {
    const page = runScript({ userAgent: ANDROID_UA });
    expect(page.click("data-app-link-from-page").href).toBe("/app?from=/calculator/bazeen");
  });

  it("hides the bar when the browser reports the app, and shows it again once it is gone", async () => {
    const page = runScript({ userAgent: ANDROID_UA, installed: [{ platform: "play" }] });
    await settle();
    expect(page.attributes.get("data-app-bar")).toBe("off");
    expect(page.storage.get(APP_BAR_KEY)).toBe("installed");
    const uninstalled = runScript({
      userAgent: ANDROID_UA,
      stored: Object.fromEntries(page.storage),
      installed: [],
    });
    // Hidden before the first paint from what was remembered, then shown when the app is gone.
    expect(uninstalled.attributes.get("data-app-bar")).toBe("off");
    await settle();
    expect(uninstalled.attributes.has("data-app-bar")).toBe(false);
    expect(uninstalled.storage.has(APP_BAR_KEY)).toBe(false);
  });

  it("still marks the phone when localStorage refuses (a private mode)", () => {
    const page = runScript({ userAgent: ANDROID_UA, storageThrows: true });
    expect(page.attributes.get("data-device")).toBe("android");
    expect(() => page.click("data-app-bar-close")).not.toThrow();
    expect(page.attributes.get("data-app-bar")).toBe("off");
  });
});
