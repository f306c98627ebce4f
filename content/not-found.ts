export const notFoundText = {
  heading: "404 Not Found",
  title: "الصفحة غير موجودة",
  body: "عذرًا، لم نجد الصفحة التي تبحث عنها. ربما تغيّر عنوانها أو كُتب بشكل خاطئ.",
  home: "العودة إلى الصفحة الرئيسية",
} as const;
