// The activity levels as /Blog1 names and describes them; the energy-needs tool labels its
// choices with the same words.
import type { ActivityLevel } from "@/lib/nutrition/energy-needs";

export const activityText: Record<ActivityLevel, { name: string; description: string }> = {
  sedentary: { name: "قليل الحركة", description: "عمل مكتبي وحركة قليلة خلال اليوم" },
  moderate: { name: "نشاط متوسط", description: "مشي أو رياضة خفيفة عدة أيام في الأسبوع" },
  high: { name: "نشاط عالٍ", description: "رياضة أو عمل بدني معظم أيام الأسبوع" },
  veryHigh: { name: "نشاط عالٍ جدًا", description: "تمارين شاقة يوميًا أو عمل بدني مجهد" },
};
