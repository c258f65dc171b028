// @vitest-environment happy-dom
// A .ts file (createElement, no JSX): Vitest's include takes app/**/*.test.ts only.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminError from '@/app/[locale]/admin/error';
import { PosError } from '@/lib/pos/errors';
import { withIntl } from '@/tests/support/intl';

afterEach(cleanup);

/** The error as a production error page receives it: a generic message and the thrown error's digest. */
function asShownInProduction(error: { digest: string }): Error {
  return Object.assign(new Error('An error occurred in the Server Components render.'), { digest: error.digest });
}

function renderError(error: unknown, locale: 'en' | 'tr' = 'en') {
  const retry = vi.fn();
  render(withIntl(createElement(AdminError, { error, retry, reset: vi.fn() }), locale));
  return { retry, user: userEvent.setup() };
}

describe('the admin error page', () => {
  it('says plainly that the POS is not answering, and what to do, when a POS call timed out', async () => {
    const { retry, user } = renderError(
      asShownInProduction(new PosError({ kind: 'transport', endpoint: 'GET /Order', detail: 'timeout' })),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The POS is not answering' })).toBeVisible();
    expect(screen.getByText(/Check that the POS is running and online/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    // The way back keeps the staff's language: English lives under /en.
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/en/admin');
  });

  it('names the credentials when the POS refused the site', () => {
    renderError(asShownInProduction(new PosError({ kind: 'auth', endpoint: 'GET /Order', status: 600 })));
    expect(screen.getByRole('heading', { level: 1, name: 'The POS refused the site' })).toBeVisible();
    expect(screen.getByText(/POS_API_KEY/)).toBeVisible();
  });

  it('does not blame the POS for a fault of the site, and gives the reference of the log line', () => {
    renderError(Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2718281828' }));
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    expect(screen.queryByText(/POS/)).toBeNull();
    expect(screen.getByText(/2718281828/)).toBeVisible();
  });

  it('speaks Turkish to Turkish staff, the way back keeping the language', () => {
    renderError(asShownInProduction(new PosError({ kind: 'transport', endpoint: 'GET /Order', detail: 'timeout' })), 'tr');
    expect(screen.getByRole('heading', { level: 1, name: 'POS yanıt vermiyor' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yeniden dene' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Panoya dön' })).toHaveAttribute('href', '/admin');
  });
});
