import { useEffect, useRef, useState } from 'react';

/** What `props(field)` puts on a TextField. */
export interface FieldErrorProps {
  inputRef: (el: HTMLInputElement | null) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * One form error shown under the field it is about, that field scrolled into view and focused (on a phone the
 * button that found it is often a screen away). `props(field)` goes on the field's TextField.
 */
export function useFieldError<F extends string>() {
  const [error, setError] = useState<{ field: F; message: string }>();
  const refs = useRef(new Map<F, HTMLInputElement | null>());
  useEffect(() => {
    const input = error && refs.current.get(error.field);
    input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    input?.focus({ preventScroll: true });
  }, [error]);
  return {
    show: (field: F, message: string) => setError({ field, message }),
    clear: () => setError(undefined),
    props: (field: F): FieldErrorProps => ({
      inputRef: (el: HTMLInputElement | null) => void refs.current.set(field, el),
      error: error?.field === field,
      helperText: error?.field === field ? error.message : undefined,
    }),
  };
}
