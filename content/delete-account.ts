// The account-deletion page (/delete-account), the page Google Play asks of an app with
// accounts: how to delete the account in the app, a request sent from the page without it
// (through the contact form's path, marked as a deletion request), and what is deleted and what
// is kept. The steps in the app and the promises below are the owners' statements: they keep
// them here and confirm them before the URL goes into Google Play's form (docs/app-stores.md).

export const deleteAccountText = {
  title: "حذف الحساب",
  metaDescription:
    "احذف حسابك في تطبيق ميزان وكل بياناته: من داخل التطبيق، أو بطلب من هذه الصفحة دون التطبيق.",
  lead: (name: string) =>
    `تستطيع حذف حسابك في تطبيق ${name} وكل بياناته في أي وقت: من داخل التطبيق، أو بطلب ترسله من هذه الصفحة إن لم يعد التطبيق عندك.`,
  inAppHeading: "من داخل التطبيق",
  inAppSteps: [
    "افتح التطبيق وسجّل الدخول إلى حسابك.",
    "افتح «الإعدادات» ثم «الحساب».",
    "اضغط «حذف الحساب» ثم أكّد الحذف.",
  ],
  requestHeading: "أو اطلب الحذف من هنا",
  requestIntro:
    "اكتب رقم الهاتف أو البريد الإلكتروني المسجّل في حسابك، لنعرف الحساب المقصود. سنتأكد منك عبره قبل الحذف، ثم نحذف الحساب خلال 30 يومًا ونخبرك.",
  deletedHeading: "ما يُحذف",
  deleted: [
    "حسابك: الاسم، ورقم الهاتف، والبريد الإلكتروني.",
    "بياناتك الصحية: العمر، والطول، والوزن وسجله، والنشاط، والهدف.",
    "كل الوجبات التي سجلتها وملخصاتها اليومية.",
  ],
  keptHeading: "ما نحتفظ به",
  kept: [
    "طلب الحذف نفسه (الاسم، ووسيلة التواصل، وتاريخ الطلب وتنفيذه) مدة سنة، لنثبت أننا نفذناه، ثم يُحذف.",
    "لا نحتفظ بأي شيء غير ذلك من بيانات الحساب.",
  ],
  form: {
    label: "طلب حذف الحساب",
    name: "الاسم",
    phone: "رقم الهاتف المسجّل في الحساب",
    email: "البريد الإلكتروني المسجّل في الحساب",
    note: "ملاحظة (اختياري)",
    eitherHint: "يكفي أحدهما: رقم الهاتف أو البريد الإلكتروني.",
    submit: "أرسل طلب الحذف",
    sending: "جارٍ الإرسال…",
    sent: "وصلنا طلبك. سنتواصل معك عبر الرقم أو البريد الذي كتبته لنتأكد منك قبل الحذف.",
    failed: "لم يُرسل طلبك. ما كتبته باقٍ في النموذج: صحّح ما يلزم ثم أرسله مرة أخرى.",
    accountRequired: "اكتب رقم الهاتف أو البريد الإلكتروني المسجّل في حسابك.",
    noteTooLong: (max: string) => `الملاحظة طويلة: حتى ${max} حرف.`,
  },
  /** The first line of the message a request becomes: how the owners tell it from the rest. */
  marker: "[طلب حذف حساب]",
  accountLine: (phone: string, email: string) =>
    `الحساب: ${[phone && `الهاتف ${phone}`, email && `البريد ${email}`].filter(Boolean).join("، ")}`,
  noteLine: (note: string) => `ملاحظة: ${note}`,
} as const;
