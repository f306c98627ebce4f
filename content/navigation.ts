// Arabic texts of the parts shown on every page: header navigation, contact section, footer.

export const navLinks = [
  { href: "/calculator", label: "احسب أكلك" },
  { href: "/Blog", label: "نصائح وإرشادات" },
] as const;

export const navText = {
  healthTest: "اختبر صحتك",
  contact: "تواصل معنا",
  homeLabel: "الصفحة الرئيسية",
  openMenu: "فتح القائمة",
  closeMenu: "إغلاق القائمة",
  mainNav: "التنقل الرئيسي",
  newTabHint: "(يفتح في نافذة جديدة)",
  skipToContent: "انتقل إلى المحتوى",
} as const;

export const contactText = {
  heading: "تواصل معنا",
  intro:
    "لديك سؤال عن التطبيق أو اقتراح لوجبة نضيفها إلى الحاسبة؟ اكتب لنا وسنرد عليك في أقرب وقت.",
  detailsHeading: "بيانات التواصل",
  emailLabel: "البريد الإلكتروني",
  socialLabel: "صفحتنا على فيسبوك",
} as const;

export const footerText = {
  rights: "جميع الحقوق محفوظة",
  /** The footer's links to the pages the app stores ask for. */
  legalLabel: "الخصوصية والحساب",
  privacy: "سياسة الخصوصية",
  deleteAccount: "حذف الحساب",
  /** The source's name is kept on one line: it must never break inside its parentheses. */
  dataCredit: {
    text: "القيم الغذائية من قواعد بيانات وزارة الزراعة الأمريكية",
    source: "(USDA FoodData Central).",
  },
} as const;
