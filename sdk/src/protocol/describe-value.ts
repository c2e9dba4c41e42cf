const MAX_LENGTH = 70;

/** A short printable form of a rejected value for error details: JSON where possible, cut to 70 characters. */
export function describeValue(value: unknown): string {
  let text: string | undefined;
  try {
    text = typeof value === 'bigint' ? `${value}n` : JSON.stringify(value);
  } catch {
    // A cycle or a nested bigint: the plain string form is enough to point at the value.
  }
  text ??= String(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
