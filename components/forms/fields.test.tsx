// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, FormMessage, SelectField, SubmitButton, TextField } from '@/components/forms';
import { withIntl } from '@/tests/support/intl';
import type { FormState } from '@/lib/forms';

afterEach(cleanup);

const refused: FormState = {
  ok: false,
  message: 'Check the highlighted fields.',
  fieldErrors: { name: ['Enter a name'], kind: ['Choose a kind'], visible: ['Tick it'] },
  values: { name: 'typed', kind: 'rate' },
};

describe('the form toolkit', () => {
  it('ties a field’s hint and errors to its control and shows the typed value over the saved one', () => {
    render(<TextField name="name" label="Name" hint="As on the menu." state={refused} defaultValue="saved" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('typed');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'name-hint name-error');
    expect(input).toHaveAccessibleDescription('As on the menu. Enter a name');
  });

  it('leaves a field without errors unmarked, with its saved value', () => {
    render(<TextField name="code" label="Code" state={refused} defaultValue="YAZ10" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveValue('YAZ10');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a select’s choice and an unticked box after a refusal', () => {
    render(
      <>
        <SelectField name="kind" label="Kind" state={refused} defaultValue="amount">
          <option value="amount">Amount</option>
          <option value="rate">Rate</option>
        </SelectField>
        <CheckboxField name="visible" label="Visible" state={refused} defaultChecked />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('rate');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAccessibleDescription('Choose a kind');
    expect(screen.getByRole('checkbox', { name: 'Visible' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visible' })).toHaveAccessibleDescription('Tick it');
  });

  it('announces the message in a polite status region, and can stay quiet about success', () => {
    const { rerender } = render(<FormMessage state={refused} />);
    expect(screen.getByRole('status')).toHaveTextContent('Check the highlighted fields.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    rerender(<FormMessage state={{ ok: true, message: 'Saved.' }} showSuccess={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('the submit button', () => {
  it('says "Kaydediliyor…" in Turkish while its form is pending, or the label it was given', () => {
    const { rerender } = render(withIntl(<SubmitButton pending>Kaydet</SubmitButton>, 'tr'));
    expect(screen.getByRole('button', { name: 'Kaydediliyor…' })).toBeDisabled();
    rerender(withIntl(<SubmitButton pending={false}>Kaydet</SubmitButton>, 'tr'));
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
    rerender(
      withIntl(
        <SubmitButton pending pendingLabel="Gönderiliyor…">
          Kaydet
        </SubmitButton>,
        'en',
      ),
    );
    expect(screen.getByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled();
  });

  it('says "Saving…" in English', () => {
    render(withIntl(<SubmitButton pending>Save</SubmitButton>));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});
