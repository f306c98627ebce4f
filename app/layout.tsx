import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { fontStack, tajawalArabic, tajawalLatin } from "./fonts";
import "./globals.css";
import { site } from "@/content/site";
import { navText } from "@/content/navigation";
import { getConfig } from "@/lib/config/env";
import { sendContactForm } from "@/lib/contact/contact-form-action";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { ContactSection } from "@/components/contact/ContactSection";
import { AppToaster } from "@/components/toast/AppToaster";
import { ServiceWorkerRegistration } from "@/components/offline/ServiceWorkerRegistration";
import { AndroidAppBar } from "@/components/app-links/AndroidAppBar";
import { DeviceScript } from "@/components/app-links/DeviceScript";

const config = getConfig();

export const metadata: Metadata = {
  metadataBase: new URL(config.SITE_URL),
  title: {
    default: `${config.PRODUCT_NAME} – ${site.slogan}`,
    template: `%s | ${config.PRODUCT_NAME}`,
  },
  description: site.description,
  applicationName: config.PRODUCT_NAME,
  openGraph: { siteName: config.PRODUCT_NAME, locale: site.locale, type: "website" },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="ar"
      dir="rtl"
      className={`${tajawalArabic.variable} ${tajawalLatin.variable}`}
      style={{ "--font-stack": fontStack } as CSSProperties}
      // The device script marks <html> with the phone's platform before React hydrates.
      suppressHydrationWarning
    >
      <head>
        <DeviceScript />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {navText.skipToContent}
        </a>
        <AndroidAppBar productName={config.PRODUCT_NAME} />
        <SiteHeader productName={config.PRODUCT_NAME} healthTestUrl={config.HEALTH_TEST_URL} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <ContactSection
          email={config.CONTACT_EMAIL}
          socialUrl={config.SOCIAL_URL}
          action={sendContactForm}
        />
        <SiteFooter productName={config.PRODUCT_NAME} />
        <AppToaster />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
