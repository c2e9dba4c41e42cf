/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { text } from '../../src/intent-form/field-rules.js';
import { useIntentForm } from '../../src/intent-form/use-intent-form.js';

const schema = z.object({
  name: text([(v) => v !== '', 'Enter a name']),
  age: text([(v) => /^[0-9]+$/.test(v), 'Enter the age as a whole number']),
});
const formWide = z.object({}).check(z.refine(() => false, 'Not today'));

// The form hook: values, the first problem under its field, cleared by any change; a problem of the whole form.
describe('useIntentForm', () => {
  it('shows the first problem under its field and clears it on change', () => {
    const { result } = renderHook(() => useIntentForm({ name: '', age: 'x' }));
    let ok = true;
    act(() => {
      ok = result.current.check(schema);
    });
    expect(ok).toBe(false);
    expect(result.current.field('name')).toMatchObject({
      error: true,
      helperText: 'Enter a name',
      value: '',
    });
    expect(result.current.field('age', { hint: 'years' })).toMatchObject({
      error: false,
      helperText: 'years',
    });
    act(() => result.current.field('name').onChange({ target: { value: 'Ada' } } as never));
    expect(result.current.values.name).toBe('Ada');
    expect(result.current.field('name').error).toBe(false);
    act(() => {
      ok = result.current.check(schema);
    });
    expect(result.current.field('age').helperText).toBe('Enter the age as a whole number');
  });

  it('trims a field that asks, resets to its first values, and words a problem of the whole form', () => {
    const { result } = renderHook(() => useIntentForm({ name: 'a', age: '1' }));
    act(() => result.current.field('age', { trim: true }).onChange({ target: { value: ' 42 ' } } as never));
    expect(result.current.values.age).toBe('42');
    act(() => {
      result.current.check(formWide);
    });
    expect(result.current.formError).toBe('Not today');
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: 'a', age: '1' });
    expect(result.current.formError).toBeUndefined();
    act(() => {
      expect(result.current.check(schema)).toBe(true);
    });
  });
});
