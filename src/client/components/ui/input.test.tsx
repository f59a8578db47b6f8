// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input, LimitedField } from './input';

afterEach(cleanup);

function renderField(length: number, error?: string) {
  render(
    <LimitedField id="note" label="Note" error={error} length={length} max={100}>
      {(control) => <Input {...control} />}
    </LimitedField>,
  );
  return screen.getByRole('textbox', { name: 'Note' });
}

describe('LimitedField', () => {
  it('names its control by the label, and keeps the counter hidden while the text is far from the limit', () => {
    const field = renderField(10);
    expect(field.id).toBe('note');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(field.getAttribute('aria-describedby')).toBe('note-error note-count');
    expect(document.getElementById('note-count')?.hidden).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the count near the limit and how far over past it, with the message tied to the control', () => {
    renderField(85);
    expect(document.getElementById('note-count')?.textContent).toBe('85 / 100');
    cleanup();
    const field = renderField(120, 'Keep it to 100 characters.');
    expect(document.getElementById('note-count')?.textContent).toBe('120 / 100 (20 over the limit)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').id).toBe('note-error');
    expect(screen.getByRole('alert').textContent).toBe('Keep it to 100 characters.');
  });
});
