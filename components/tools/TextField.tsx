import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { fieldClass } from "@/components/ui/field-style";

/** A labelled text box for a number, with its hint and its error under it. */
export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  suffix,
  className = "",
}: {
  id: string;
  label: string;
  hint?: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  suffix?: string;
  className?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-bold text-brand-900">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
          className={fieldClass}
          {...registration}
        />
        {suffix ? <span className="mt-1 font-bold text-slate-700">{suffix}</span> : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** The error line under a group of radio buttons or a select. */
export function FieldErrorText({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error.message}
    </p>
  );
}
