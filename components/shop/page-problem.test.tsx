// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopError, ShopNotFound } from '@/components/shop/page-problem';
import { PosError } from '@/lib/pos/errors';

afterEach(cleanup);

describe('the shop’s error page', () => {
  it('tells a customer the restaurant cannot be reached, with "Try again" and the way back to the menu', async () => {
    const { digest } = new PosError({ kind: 'transport', endpoint: 'GET /Order' });
    const retry = vi.fn();
    render(<ShopError error={Object.assign(new Error('hidden in production'), { digest })} retry={retry} reset={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'We can’t reach the restaurant right now' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
  });

  it('says only that something went wrong when the POS was not the cause', () => {
    render(<ShopError error={new Error('boom')} retry={vi.fn()} reset={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.queryByText(/boom/)).toBeNull();
  });
});

describe('the shop’s not-found page', () => {
  it('leads back to the menu', () => {
    render(<ShopNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'We couldn’t find this page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
  });
});
