import { act, renderHook } from '@testing-library/react';
import { useDebouncedInput } from '../../../runtime/web/filters/index.js';

describe('useDebouncedInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last of quick commits, after the pause', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useDebouncedInput('', onChange, 300, (value) => value));
    act(() => {
      for (const text of ['a', 'an', 'ana']) result.current.commit(text);
      vi.advanceTimersByTime(299);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange.mock.calls).toEqual([['ana']]);
  });

  it('follows a value changed from outside, but not its own commit coming back', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDebouncedInput(value, onChange, 300, (shown) => `«${shown}»`), { initialProps: { value: 'a' } });
    expect(result.current.shown).toBe('«a»');
    // The user typed: what is shown stays as typed when its own commit comes back as the value.
    act(() => {
      result.current.setShown('«ana »');
      result.current.commit('ana');
      vi.advanceTimersByTime(300);
    });
    rerender({ value: 'ana' });
    expect(result.current.shown).toBe('«ana »');
    // The back button: another value from outside replaces what is shown.
    rerender({ value: 'b' });
    expect(result.current.shown).toBe('«b»');
  });
});
