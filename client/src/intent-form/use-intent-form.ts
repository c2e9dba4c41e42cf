import type * as z from 'zod/mini';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { firstProblem, type FormProblem } from './field-rules.js';

/** What `errorProps(field)` puts on a TextField: its ref (to bring it into view) and its error under it. */
export interface FieldErrorProps {
  inputRef: (el: HTMLInputElement | null) => void;
  error: boolean;
  helperText: string | undefined;
}

/** What `field(name)` puts on a TextField: its value and change, and its error. */
export interface FieldProps extends FieldErrorProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * One form's values and its one problem. `field(name)` wires a text field; `check(schema)` judges the values with
 * a zod schema and shows its first issue under the field it is about, scrolled into view and focused (on a phone
 * the button that found it is often a screen away), or as `formError` when it is about the whole form. Any change
 * clears the problem.
 */
export function useIntentForm<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem>();
  const refs = useRef(new Map<string, HTMLInputElement | null>());
  useEffect(() => {
    const input = problem?.field ? refs.current.get(problem.field) : undefined;
    input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    input?.focus({ preventScroll: true });
  }, [problem]);

  const set = useCallback((patch: Partial<V> | ((values: V) => Partial<V>)) => {
    setProblem(undefined);
    setValues((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) }));
  }, []);
  const reset = useCallback((next: V = initial) => {
    setProblem(undefined);
    setValues(next);
    // `initial` of the first render: a reset goes back to the form's first value, whichever render asks.
  }, []);

  const errorProps = (name: string, hint?: string): FieldErrorProps => ({
    inputRef: (el) => void refs.current.set(name, el),
    error: problem?.field === name,
    helperText: problem?.field === name ? problem.message : hint,
  });
  const field = (
    name: keyof V & string,
    { hint, trim = false }: { hint?: string; trim?: boolean } = {},
  ): FieldProps => ({
    value: String(values[name] ?? ''),
    onChange: (event) => {
      const value = trim ? event.target.value.trim() : event.target.value;
      set({ [name]: value } as Partial<V>);
    },
    ...errorProps(name, hint),
  });

  /** Whether the values pass `schema`; if not, its first issue is shown. */
  const check = (schema: z.core.$ZodType): boolean => {
    const found = firstProblem(schema, values);
    setProblem(found);
    return !found;
  };

  return {
    values,
    set,
    reset,
    field,
    errorProps,
    check,
    /** A problem about the whole form (no field of its own), for the page's banner. */
    formError: problem && !problem.field ? problem.message : undefined,
  };
}

export type IntentForm<V extends object> = ReturnType<typeof useIntentForm<V>>;
