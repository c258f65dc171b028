// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { HoursForm } from '@/components/admin/settings/hours-form';
import type { FormState } from '@/lib/forms';
import { withIntl } from '@/tests/support/intl';

afterEach(cleanup);

async function neverCalled(previous: FormState): Promise<FormState> {
  return previous;
}

const day = (name: string) => screen.getByRole('group', { name });
const time = (dayName: string, label: string) => within(day(dayName)).getByLabelText(label);

describe('HoursForm', () => {
  it('shows days with no times as closed before saving, and a day as open as soon as it has times', () => {
    render(withIntl(<HoursForm action={neverCalled} initial={{ 'tue-open-1': '12:00', 'tue-close-1': '22:00' }} />));
    expect(day('Monday')).toHaveAccessibleDescription('Closed');
    expect(day('Tuesday')).toHaveAccessibleDescription('Open');

    fireEvent.input(time('Monday', 'Opens'), { target: { value: '11:00' } });
    fireEvent.input(time('Monday', 'Closes'), { target: { value: '23:00' } });
    expect(day('Monday')).toHaveAccessibleDescription('Open');

    fireEvent.input(time('Tuesday', 'Opens'), { target: { value: '' } });
    fireEvent.input(time('Tuesday', 'Closes'), { target: { value: '' } });
    expect(day('Tuesday')).toHaveAccessibleDescription('Closed');

    fireEvent.input(time('Sunday', 'Opens'), { target: { value: '00:00' } });
    fireEvent.input(time('Sunday', 'Closes'), { target: { value: '00:00' } });
    expect(day('Sunday')).toHaveAccessibleDescription('Open all day');
  });

  it('names the weekdays, Monday first, and the times in Turkish for Turkish staff', () => {
    render(withIntl(<HoursForm action={neverCalled} initial={{ 'fri-open-1': '18:00', 'fri-close-1': '02:00' }} />, 'tr'));
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Pazartesi',
      'Salı',
      'Çarşamba',
      'Perşembe',
      'Cuma',
      'Cumartesi',
      'Pazar',
    ]);
    expect(day('Pazartesi')).toHaveAccessibleDescription('Kapalı');
    expect(day('Cuma')).toHaveAccessibleDescription('Açık');
    expect(time('Cuma', 'İkinci açılış')).toHaveValue('');
    fireEvent.input(time('Pazar', 'Açılış'), { target: { value: '00:00' } });
    fireEvent.input(time('Pazar', 'Kapanış'), { target: { value: '00:00' } });
    expect(day('Pazar')).toHaveAccessibleDescription('Tüm gün açık');
    expect(screen.getByRole('button', { name: 'Çalışma saatlerini kaydet' })).toBeVisible();
  });
});
