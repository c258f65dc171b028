// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProblemWordsProvider, ShopError } from '@/components/shop/page-problem';
import { ShopNotFound } from '@/components/shop/shop-not-found';
import { problemWords } from '@/components/shop/shop-words';
import { PosError } from '@/lib/pos/errors';
import { withIntl } from '@/tests/support/intl';
import { setTestLocale } from '@/tests/support/next-intl-server';

afterEach(() => {
  cleanup();
  setTestLocale('en');
});

/** The error page under the words the shop's layouts give it, in the test's language. */
async function withWords(element: React.ReactElement): Promise<React.ReactElement> {
  return <ProblemWordsProvider words={await problemWords()}>{element}</ProblemWordsProvider>;
}

describe('the shop’s error page', () => {
  it('tells a customer the restaurant cannot be reached, with "Try again" and the way back to the menu', async () => {
    const { digest } = new PosError({ kind: 'transport', endpoint: 'GET /Order' });
    const retry = vi.fn();
    render(
      await withWords(<ShopError error={Object.assign(new Error('hidden in production'), { digest })} retry={retry} reset={vi.fn()} />),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We can’t reach the restaurant right now' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/en');
  });

  it('says only that something went wrong when the POS was not the cause', async () => {
    render(await withWords(<ShopError error={new Error('boom')} retry={vi.fn()} reset={vi.fn()} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.queryByText(/boom/)).toBeNull();
  });
});

describe('the shop’s not-found page', () => {
  it('leads back to the menu', () => {
    render(withIntl(<ShopNotFound />));
    expect(screen.getByRole('heading', { level: 1, name: 'We couldn’t find this page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/en');
  });
});

describe('the shop’s problem pages in Turkish', () => {
  it('tells a Turkish visitor the restaurant cannot be reached, and leads back to the Turkish menu', async () => {
    const { digest } = new PosError({ kind: 'transport', endpoint: 'GET /Order' });
    setTestLocale('tr');
    render(await withWords(<ShopError error={Object.assign(new Error('x'), { digest })} retry={vi.fn()} reset={vi.fn()} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Şu an restorana ulaşamıyoruz' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yeniden dene' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Menüye dön' })).toHaveAttribute('href', '/');
  });

  it('says a page was not found in Turkish', () => {
    render(withIntl(<ShopNotFound />, 'tr'));
    expect(screen.getByRole('heading', { level: 1, name: 'Bu sayfayı bulamadık' })).toBeVisible();
  });
});
