// The app's identity the second test site is started with (playwright.config.ts): made-up
// values in the formats Apple and Google give them.
export const APP_IDENTITY = {
  appleAppId: "ABCDE12345.ly.mizan.app",
  androidCertSha256: `${"14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"}`,
} as const;
