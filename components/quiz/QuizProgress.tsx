import { formatNumber } from "@/lib/format/number";
import { quizText } from "@/content/quiz";

/** The quiz's progress: step/total as an accessible progressbar from 10 % to 100 %. */
export function QuizProgress({ step, total }: { step: number; total: number }) {
  const percent = Math.round((step / total) * 100);
  const stepText = quizText.stepOf(formatNumber(step), formatNumber(total));
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-bold text-brand-900">
        <span aria-hidden="true">{stepText}</span>
        <span aria-hidden="true">{formatNumber(percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={quizText.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stepText} (${formatNumber(percent)}%)`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
