// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineEditor } from '@/components/cart/line-editor';
import type { FormAction } from '@/lib/forms';
import { withIntl } from '@/tests/support/intl';

afterEach(cleanup);

function renderEditor(editLine: FormAction, locale: 'en' | 'tr' = 'en') {
  render(withIntl(<LineEditor lineId={12} name="Adana Kebap" quantity={1} note="" editLine={editLine} />, locale));
  return userEvent.setup();
}

describe('LineEditor', () => {
  it('keeps a refused note, shows its error on the field and announces the message', async () => {
    const editLine = vi.fn<FormAction>(async (_prev, formData) => ({
      ok: false,
      message: 'Please check the highlighted fields.',
      fieldErrors: { note: ['Use at most 140 characters'] },
      values: { lineId: String(formData.get('lineId')), note: String(formData.get('note')) },
    }));
    const user = renderEditor(editLine);
    await user.click(screen.getByText('Add a note for the kitchen'));
    await user.type(screen.getByLabelText('Note for Adana Kebap'), 'az pişmiş');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    const note = await screen.findByRole('textbox', { name: 'Note for Adana Kebap', description: 'Use at most 140 characters' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    // The form action resets the form; the typed note comes back from the state's values.
    expect(note).toHaveValue('az pişmiş');
    expect(screen.getByRole('status')).toHaveTextContent('Please check the highlighted fields.');
    const sent = editLine.mock.calls[0]?.[1];
    expect(sent?.get('intent')).toBe('note');
    expect(sent?.get('lineId')).toBe('12');
  });

  it('announces a refused step without marking the note', async () => {
    const user = renderEditor(async () => ({ ok: false, message: 'You can order at most 99 at once.' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Adana Kebap' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You can order at most 99 at once.');
    expect(screen.getByLabelText('Note for Adana Kebap')).not.toHaveAttribute('aria-invalid');
  });

  it('names its controls in Turkish for a Turkish visitor', async () => {
    const editLine = vi.fn<FormAction>(async () => ({ ok: true, message: 'Adet: 2.' }));
    const user = renderEditor(editLine, 'tr');
    expect(screen.getByRole('button', { name: 'Adana Kebap adedini azalt' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kaldır Adana Kebap' })).toBeEnabled();
    await user.click(screen.getByText('Mutfağa not ekleyin'));
    expect(screen.getByRole('textbox', { name: 'Adana Kebap için not' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adana Kebap adedini artır' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Adet: 2.');
    expect(editLine.mock.calls[0]?.[1].get('intent')).toBe('increase');
  });
});
