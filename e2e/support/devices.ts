// The three visitors of the store-badge tests, as their browsers describe themselves. Chromium
// plays each one (Debian's Chromium is the only browser here): the page decides from the user
// agent and the touch screen, which is all these settings change.
export const IPHONE = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

export const ANDROID = {
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

export const DESKTOP = {
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
};
