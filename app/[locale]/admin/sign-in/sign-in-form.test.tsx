// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/app/[locale]/admin/sign-in/actions';
import { SignInForm } from '@/app/[locale]/admin/sign-in/sign-in-form';
import { withIntl } from '@/tests/support/intl';

// The real action needs a request, a database and a session store; the form only needs its answer.
vi.mock('@/app/[locale]/admin/sign-in/actions', () => ({ signIn: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(signIn).mockReset();
});

function renderForm(locale: 'en' | 'tr' = 'en') {
  render(withIntl(<SignInForm next="/admin/orders" />, locale));
  return userEvent.setup();
}

describe('SignInForm', () => {
  it('ties each refused field’s error to it, announces the message and keeps the e-mail', async () => {
    vi.mocked(signIn).mockResolvedValue({
      ok: false,
      message: 'Check the highlighted fields.',
      fieldErrors: { email: ['Enter a valid email address'], password: ['Enter your password'] },
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'admin@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = await screen.findByRole('textbox', { name: 'Email', description: 'Enter a valid email address' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('admin@');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByText('Check the highlighted fields.').closest('[aria-live="polite"]')).not.toBeNull();
    const formData = vi.mocked(signIn).mock.calls[0]?.[1];
    expect(formData?.get('email')).toBe('admin@');
    expect(formData?.get('next')).toBe('/admin/orders');
  });

  it('announces wrong credentials without marking a field', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: false, message: 'That email and password do not match.' });
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'admin@sofra.local');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('That email and password do not match.')).toBeVisible();
    expect(screen.getByText('That email and password do not match.').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@sofra.local');
  });

  it('speaks Turkish on the Turkish sign-in page', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: false, message: 'E-posta ya da şifre yanlış' });
    const user = renderForm('tr');
    await user.type(screen.getByLabelText('E-posta'), 'admin@sofra.local');
    await user.type(screen.getByLabelText('Şifre'), 'yanlis-sifre');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByText('E-posta ya da şifre yanlış')).toBeVisible();
  });
});
