"use client";

import { siteErrorText } from "@/content/site-error";

// Replaces the root layout when the layout itself fails, so it renders its own <html>. It styles
// itself inline and imports no stylesheet on purpose: Next.js writes the styles of this file
// into every page's flight data, and with the site's stylesheet inlined (next.config.mjs,
// `inlineCss`) that was a third copy of it in each page's HTML (about 8 KB gzipped).
const box = {
  maxWidth: "32rem",
  margin: "5rem auto",
  padding: "0 1rem",
  textAlign: "center",
} as const;
const button = {
  marginTop: "2rem",
  padding: "0.75rem 1.5rem",
  border: 0,
  borderRadius: "9999px",
  background: "#1c6c60",
  color: "#fff",
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
} as const;

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="ar" dir="rtl">
      <body style={{ fontFamily: "Arial, sans-serif", color: "#1e293b" }}>
        <main style={box}>
          <h1 style={{ fontSize: "1.875rem", color: "#1a4942" }}>{siteErrorText.title}</h1>
          <p style={{ fontSize: "1.125rem" }}>{siteErrorText.body}</p>
          <button type="button" style={button} onClick={reset}>
            {siteErrorText.retry}
          </button>
          <p style={{ marginTop: "1.5rem" }}>
            {/* A full load on purpose: the app's own frame has just failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ color: "#1c6c60" }}>
              {siteErrorText.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
