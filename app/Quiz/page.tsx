import { quizStatements, quizText } from "@/content/quiz";
import { pages } from "@/content/site-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageCard } from "@/lib/share-card/card-refs";
import { ReadinessQuiz } from "@/components/quiz/ReadinessQuiz";
import { QuizNextSteps } from "@/components/quiz/QuizNextSteps";

export const metadata = pageMetadata({
  title: quizText.title,
  description: quizText.metaDescription,
  path: pages.quiz.path,
  card: pageCard(pages.quiz.path),
});

export default function QuizPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold text-brand-950 md:text-5xl">{quizText.title}</h1>
      <p className="mt-4 text-lg leading-9 text-slate-700">{quizText.intro}</p>
      <div className="mt-8">
        <ReadinessQuiz statements={quizStatements} ending={<QuizNextSteps />} />
      </div>
    </div>
  );
}
