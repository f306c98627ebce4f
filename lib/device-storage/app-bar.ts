// What the Android bar remembers on the device (localStorage): that the visitor closed it, or
// that the browser reported the app installed. Read by the device script before the first
// paint (lib/app-links/device-script.ts), so a closed bar never shows again, nor shifts a page.

/** "closed" when the visitor closed the bar; "installed" when the app was found on the phone. */
export const APP_BAR_KEY = "mizan:app-bar";
