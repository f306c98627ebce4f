// The page shown when the site's own frame fails to render (app/global-error.tsx).
export const siteErrorText = {
  title: "حدث خطأ ما",
  body: "تعذّر عرض هذه الصفحة. أعد المحاولة بعد قليل.",
  retry: "أعد المحاولة",
  home: "العودة إلى الصفحة الرئيسية",
} as const;
