// The code a computer's visitor scans to get the app on their phone: the page's /app link
// (./link-paths.ts) as an SVG QR code, drawn by the `qrcode` library while the page is
// prerendered. Only server components call this, so the library never reaches the browser:
// the visitor gets the finished SVG in the HTML and no script for it.
import QRCode from "qrcode";
import { appLinkPath } from "./link-paths";

/**
 * The QR code of `<siteUrl>/app?from=<fromPath>`, as an `<svg>` string with a quiet zone of four
 * modules (the standard's minimum) and black on white (what phone cameras read best). Drawn
 * synchronously, so the badges stay a plain server component: the library's string renderer
 * hands its result to the callback before returning (checked here, and by the tests).
 */
export function appQrSvg(siteUrl: string, fromPath: string): string {
  let svg: string | undefined;
  void QRCode.toString(
    appQrUrl(siteUrl, fromPath),
    {
      type: "svg",
      errorCorrectionLevel: "M",
      margin: 4,
      color: { dark: "#000000", light: "#ffffff" },
    },
    (error, result) => {
      if (error) throw error;
      svg = result;
    },
  );
  if (svg === undefined) throw new Error("qrcode no longer draws its SVG synchronously");
  return svg;
}

/** What the code holds: the absolute /app link of the page. */
export function appQrUrl(siteUrl: string, fromPath: string): string {
  return `${siteUrl}${appLinkPath("app", fromPath)}`;
}
