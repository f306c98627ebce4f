import { platformOf } from "./platform";

describe("platformOf", () => {
  it.each([
    // iPhone Safari, iPhone Chrome, iPod
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      5,
      "ios",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1",
      5,
      "ios",
    ],
    ["Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X)", 5, "ios"],
    // an older iPad names itself; iPadOS 13+ Safari claims to be a Mac with a touch screen
    ["Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X)", 5, "ios"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
      5,
      "ios",
    ],
    // the same words on a Mac without a touch screen, and a server that cannot tell
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
      0,
      "other",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      5,
      "android",
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      10,
      "android",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      0,
      "other",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      0,
      "other",
    ],
    ["", 0, "other"],
  ] as const)("%s (%i touch points) → %s", (ua, touch, expected) => {
    expect(platformOf(ua, touch)).toBe(expected);
  });
});
