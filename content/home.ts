// Arabic texts of the home page. Texts that name the product take the name as an argument,
// because PRODUCT_NAME can be changed through the environment.

export const homeText = {
  /** The home page's own title: the layout's «… | name» template does not reach its own page. */
  metaTitle: (name: string) => `${name}: تطبيق عربي لإنقاص الوزن وحساب السعرات`,
  metaDescription:
    "حمّل التطبيق وابدأ إنقاص وزنك بطريقة صحية ومحسوبة ومنظمة: احسب احتياجك من السعرات، وسجّل وجباتك العربية والليبية، وتابع الكربوهيدرات والبروتين والدهون.",
  hero: {
    eyebrow: "تطبيق عربي لإنقاص الوزن وتنظيم الأكل",
    callToAction:
      "انضم إلينا وابدأ إدارة نظامك الغذائي بطريقة صحية ومحسوبة ومنظمة: اعرف ما يحتاجه جسمك من سعرات، وسجّل وجباتك، وتابع تقدّمك يومًا بعد يوم.",
    join: "انضم إلينا الآن",
    healthTest: "اختبر صحتك",
  },
  about: {
    heading: (name: string) => `عن تطبيق ${name}`,
    body: (name: string) =>
      `${name} يرافقك في رحلة إنقاص الوزن بخطوات واضحة: يحسب احتياجك اليومي من السعرات بحسب وزنك وطولك وعمرك ونشاطك، ثم يعرض لك كل يوم ما أكلته وما تبقى لك.`,
    features: [
      "حساب احتياجك اليومي من السعرات الحرارية",
      "تسجيل وجباتك من أشهر الأكلات العربية والليبية",
      "متابعة الكربوهيدرات والبروتين والدهون",
      "ملخص يومي واضح لما أكلته وما تبقى لك",
    ],
    screenshotAlt: (name: string) =>
      `شاشة اليوم في تطبيق ${name}: حلقة السعرات المأكولة والمتبقية، وأشرطة الكربوهيدرات والبروتين والدهون، وقائمة وجبات اليوم`,
    downloadHeading: "حمّل التطبيق",
  },
  explore: {
    heading: "ابدأ من هنا",
    intro: "أدوات ومقالات مجانية على الموقع، من دون تسجيل.",
    cards: [
      {
        href: "/calculator",
        title: "احسب أكلك",
        text: "اعرف السعرات والقيمة الغذائية لأشهر الوجبات العربية والليبية، بالغرام.",
        action: "افتح الحاسبة",
      },
      {
        href: "/Blog",
        title: "نصائح وإرشادات",
        text: "مقالات مبسطة عن السعرات والماكروز والكربوهيدرات، بأمثلة محسوبة.",
        action: "اقرأ المقالات",
      },
      {
        href: "/Quiz",
        title: "ما مدى استعدادك لإنقاص وزنك؟",
        text: "عشر عبارات قصيرة تساعدك على التفكير في استعدادك قبل أن تبدأ.",
        action: "اقرأ العبارات",
      },
    ],
  },
} as const;

export const storeBadgeText = {
  groupLabel: "روابط تحميل التطبيق",
  ios: { small: "حمّله من", store: "App Store" },
  android: { small: "احصل عليه من", store: "Google Play" },
} as const;
