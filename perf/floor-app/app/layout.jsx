// The framework's floor: the smallest App Router page this Next.js version can serve. The
// page audit measures it in the same run as the site, so each page's LCP is read against it.
export const metadata = { title: "floor", description: "The framework floor page." };

export default function RootLayout({ children }) {
  return (
    <html lang="ar" dir="rtl">
      <body>{children}</body>
    </html>
  );
}
