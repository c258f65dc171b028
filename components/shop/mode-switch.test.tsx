// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModeSwitch } from '@/components/shop/mode-switch';
import type { FormAction } from '@/lib/forms';
import { modeWords } from '@/components/shop/shop-words';
import { setTestLocale } from '@/tests/support/next-intl-server';

// The header lives outside a Next router in this test; the switch only asks for the path and a refresh.
vi.mock('next/navigation', () => ({ usePathname: () => '/cart', useRouter: () => ({ refresh: vi.fn() }) }));

// happy-dom's requestSubmit() without a submitter throws inside React's form-action dispatch
// ("not owned by this form element"); a plain submit event is what a browser's requestSubmit sends.
beforeEach(() => {
  vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement) {
    this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
});

afterEach(() => {
  cleanup();
  setTestLocale('en');
  vi.restoreAllMocks();
});

const unused: FormAction = async () => ({ ok: false });
const salon = { id: 101, name: '1', areaName: 'Salon' };

describe('ModeSwitch', () => {
  it('applies a choice at once and announces what it means for the cart', async () => {
    const chooseMode = vi.fn<FormAction>(async (_prev, formData) => ({
      ok: false,
      message:
        formData.get('mode') === 'pickup'
          ? 'Pickup selected: your cart now shows pickup prices. Ayran is not available for pickup.'
          : 'Wrong mode',
    }));
    render(<ModeSwitch mode="delivery" table={null} words={await modeWords(null)} chooseMode={chooseMode} leaveTable={unused} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Pickup' }));

    const message = await screen.findByText(/Ayran is not available for pickup/);
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(chooseMode).toHaveBeenCalledTimes(1);
  });

  it('at a table, leaves it with one button and announces the change', async () => {
    const leaveTable = vi.fn<FormAction>(async () => ({ ok: true, message: 'Delivery selected.' }));
    render(<ModeSwitch mode="table" table={salon} words={await modeWords(salon)} chooseMode={unused} leaveTable={leaveTable} />);
    expect(screen.getByText('Table 1 · Salon')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave table' }));

    expect((await screen.findByText('Delivery selected.')).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(leaveTable).toHaveBeenCalledTimes(1);
  });

  it('offers "Paket servis" and "Gel al" to a Turkish visitor, and at a table "Masadan ayrıl"', async () => {
    const chooseMode = vi.fn<FormAction>(async () => ({ ok: true, message: 'Gel al seçildi.' }));
    setTestLocale('tr');
    render(<ModeSwitch mode="delivery" table={null} words={await modeWords(null)} chooseMode={chooseMode} leaveTable={unused} />);
    expect(screen.getByRole('group', { name: 'Siparişinizi nasıl almak istersiniz?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Paket servis' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Gel al' }));
    expect(await screen.findByText('Gel al seçildi.')).toBeVisible();
    expect(chooseMode.mock.calls[0]?.[1].get('mode')).toBe('pickup');
    cleanup();

    render(<ModeSwitch mode="table" table={salon} words={await modeWords(salon)} chooseMode={unused} leaveTable={unused} />);
    expect(screen.getByText('Masa 1 · Salon')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Masadan ayrıl' })).toBeVisible();
  });
});
