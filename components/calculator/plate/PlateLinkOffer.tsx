import { useId } from "react";
import { plateLinkText as text } from "@/content/plate-link";
import type { PlateEntry } from "@/lib/nutrition/plate";
import type { DecodedPlate } from "@/lib/nutrition/plate-link";

/** Where the visitor stands with a shared link's plate; `previous` is what an undo restores. */
export type LinkChoice =
  | { state: "pending" | "undone" | "kept" }
  | { state: "added" | "switched"; previous: PlateEntry[] };

const buttonClass =
  "rounded-full border-2 border-brand-700 bg-white px-4 py-1.5 font-bold text-brand-800 hover:bg-brand-100";

/**
 * A shared link opened by a visitor who keeps a plate of their own: their plate stays, and the
 * link's is offered (add its meals, or show it instead), each choice with an undo.
 */
export function PlateLinkOffer({
  offer,
  choice,
  onAdd,
  onSwitch,
  onKeep,
  onUndo,
}: {
  offer: DecodedPlate;
  choice: LinkChoice;
  onAdd: () => void;
  onSwitch: () => void;
  onKeep: () => void;
  onUndo: () => void;
}) {
  const headingId = useId();
  const applied = choice.state === "added" || choice.state === "switched";
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 leading-7 text-amber-950"
    >
      <h3 id={headingId} className="font-bold">
        {text.heading}
      </h3>
      <p role="status">
        {choice.state === "added"
          ? `${text.added} ${text.undoHint}`
          : choice.state === "switched"
            ? `${text.switched} ${text.undoHint}`
            : choice.state === "undone"
              ? text.undone
              : null}
      </p>
      {applied ? (
        <button type="button" onClick={onUndo} className={`mt-2 ${buttonClass}`}>
          {text.undo}
        </button>
      ) : (
        <>
          <p>
            {text.introBefore} {/* An amount never splits over two lines («(150» … «غ)»). */}
            {offer.entries.map((e, i) => (
              <span key={e.name}>
                {i > 0 ? "، " : null}
                {`${e.name} `}
                <span className="whitespace-nowrap">{text.amount(e.grams)}</span>
              </span>
            ))}
            . {text.introAfter}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={onAdd} className={buttonClass}>
              {text.add}
            </button>
            <button type="button" onClick={onSwitch} className={buttonClass}>
              {text.switch}
            </button>
            <button type="button" onClick={onKeep} className={buttonClass}>
              {text.keep}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
