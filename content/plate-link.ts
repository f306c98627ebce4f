// Every Arabic string of the offer a shared plate link makes to a visitor who keeps a plate.
const n = (value: number) => value.toLocaleString("en-US");

export const plateLinkText = {
  heading: "طبق من رابط مشترك",
  /** Before the link's meals, listed one by one. */
  introBefore: "فتحت رابط طبق فيه:",
  introAfter: "طبقك المحفوظ على هذا الجهاز باقٍ كما هو أدناه، ولن يتغير إلا باختيارك:",
  /** A meal's amount beside its name, «(150 غ)». */
  amount: (grams: number) => `(${n(grams)} غ)`,
  add: "أضف وجباته إلى طبقي",
  switch: "اعرض الطبق المشترك بدل طبقي",
  keep: "احتفظ بطبقي",
  added: "أضفنا وجبات الرابط إلى طبقك.",
  switched: "يعرض طبقك الآن الطبق المشترك.",
  undoHint: "تستطيع الرجوع إلى طبقك السابق ما دامت هذه الصفحة مفتوحة.",
  undo: "تراجع",
  undone: "عاد طبقك كما كان.",
} as const;
