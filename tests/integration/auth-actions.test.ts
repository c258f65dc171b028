import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import DashboardPage from '@/app/[locale]/admin/page';
import { signIn } from '@/app/[locale]/admin/sign-in/actions';
import { changePassword, signOut } from '@/app/[locale]/admin/staff-actions';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { createSession, getStaff } from '@/lib/auth/session';
import { expectRedirect, form } from '@/tests/support/forms';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { disconnectDb, getDb } from '@/lib/db';
import { withIntl } from '@/tests/support/intl';
import { setTestLocale } from '@/tests/support/next-intl-server';

installFakeRequest();

// Tests speak English (the stand-in's default) unless they say otherwise.
afterEach(() => setTestLocale('en'));

const EMAIL = 'ayse@sofra.test';
const PASSWORD = 'correct-horse-battery';
let passwordHash: string;
let userId: number;

const newPasswordForm = (currentPassword: string, newPassword = 'a-brand-new-secret', confirmPassword = newPassword) =>
  form({ currentPassword, newPassword, confirmPassword });

/** Signs a browser in and returns its cookie token (the fake jar is left holding it). */
async function signedInBrowser(): Promise<string> {
  resetFakeRequest();
  await createSession(userId);
  return fakeRequest.token ?? '';
}

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});
beforeEach(async () => {
  resetFakeRequest();
  const db = getDb();
  await db.signInAttempt.deleteMany();
  await db.staffSession.deleteMany();
  await db.staffUser.deleteMany();
  userId = (await db.staffUser.create({ data: { email: EMAIL, name: 'Ayşe', passwordHash } })).id;
});
afterAll(disconnectDb);

describe('admin server actions called without a session', () => {
  it('changePassword redirects to sign-in and leaves the password exactly as it was', async () => {
    await signedInBrowser();
    resetFakeRequest();
    fakeRequest.path = '/admin';
    const target = await expectRedirect(() => changePassword({ ok: false }, newPasswordForm(PASSWORD, 'attacker-chosen-pw')));
    expect(target).toBe('/admin/sign-in?next=%2Fadmin');
    const user = await getDb().staffUser.findUniqueOrThrow({ where: { id: userId } });
    expect(user.passwordHash).toBe(passwordHash);
    expect(await getDb().staffSession.count()).toBe(1);
  });

  it('changePassword with a forged or expired cookie redirects and changes nothing', async () => {
    fakeRequest.token = 'forged-token-value';
    await expectRedirect(() => changePassword({ ok: false }, newPasswordForm(PASSWORD, 'attacker-chosen-pw')));
    expect((await getDb().staffUser.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toBe(passwordHash);
  });

  it("signOut redirects to sign-in and ends no one else's session", async () => {
    const other = await signedInBrowser();
    resetFakeRequest();
    fakeRequest.path = '/admin/products';
    expect(await expectRedirect(signOut)).toBe('/admin/sign-in?next=%2Fadmin%2Fproducts');
    fakeRequest.token = other;
    expect(await getStaff()).not.toBeNull();
  });
});

describe('admin pages opened without a session', () => {
  it('the dashboard redirects to sign-in, coming back to it', async () => {
    fakeRequest.path = '/admin';
    expect(await expectRedirect(DashboardPage)).toBe('/admin/sign-in?next=%2Fadmin');
  });

  it('the dashboard renders for signed-in staff', async () => {
    await signedInBrowser();
    const html = renderToStaticMarkup(withIntl(await DashboardPage()));
    expect(html).toContain('Welcome, Ayşe');
    expect(html).toContain('Signed in as ayse@sofra.test');
  });

  it('the dashboard speaks Turkish to Turkish staff', async () => {
    await signedInBrowser();
    setTestLocale('tr');
    const html = renderToStaticMarkup(withIntl(await DashboardPage(), 'tr'));
    expect(html).toContain('Hoş geldiniz, Ayşe');
    expect(html).toContain('ayse@sofra.test olarak giriş yaptınız.');
    expect(html).toContain('Şifreyi değiştir');
    expect(html).toContain('Bugünün siparişleri');
  });
});

describe('sign-in action', () => {
  it('answers a wrong password with the shared message and sets no cookie', async () => {
    const state = await signIn({ ok: false }, form({ email: EMAIL, password: 'wrong-password', next: '/admin' }));
    expect(state).toEqual({ ok: false, message: 'E-mail or password is incorrect' });
    expect(fakeRequest.token).toBeUndefined();
  });

  it('reports empty fields next to the fields', async () => {
    const state = await signIn({ ok: false }, form({ email: 'not-an-email', password: '' }));
    expect(state.ok).toBe(false);
    expect(state.fieldErrors?.email).toEqual(['Enter your e-mail address']);
    expect(state.fieldErrors?.password).toEqual(['Enter your password']);
  });

  it('starts a session and goes on to the admin page that was asked for', async () => {
    const target = await expectRedirect(() =>
      signIn({ ok: false }, form({ email: EMAIL, password: PASSWORD, next: '/admin/products?q=adana' })),
    );
    expect(target).toBe('/admin/products?q=adana');
    expect(fakeRequest.token).toBeDefined();
    expect(await getStaff()).toMatchObject({ id: userId });
  });

  it('ignores a next that leaves the admin area and goes to the dashboard, in the language signed in with', async () => {
    const target = await expectRedirect(() =>
      signIn({ ok: false }, form({ email: EMAIL, password: PASSWORD, next: 'https://evil.example/admin' })),
    );
    expect(target).toBe('/en/admin');
    setTestLocale('tr');
    const turkish = await expectRedirect(() => signIn({ ok: false }, form({ email: EMAIL, password: PASSWORD })));
    expect(turkish).toBe('/admin');
  });

  it('refuses wrong credentials in Turkish to a Turkish sign-in', async () => {
    setTestLocale('tr');
    const state = await signIn({ ok: false }, form({ email: EMAIL, password: 'wrong-password', next: '/admin' }));
    expect(state).toMatchObject({ ok: false, message: 'E-posta ya da şifre yanlış' });
  });
});

describe('signed-in staff actions', () => {
  it("signOut ends this browser's session, clears the cookie and shows sign-in", async () => {
    const token = await signedInBrowser();
    // Signed out in the language they were using: English lives under /en.
    expect(await expectRedirect(signOut)).toBe('/en/admin/sign-in');
    expect(fakeRequest.token).toBeUndefined();
    fakeRequest.token = token;
    expect(await getStaff()).toBeNull();
  });

  it('changePassword refuses a wrong current password and changes nothing', async () => {
    await signedInBrowser();
    const state = await changePassword({ ok: false }, newPasswordForm('not-my-password'));
    expect(state).toMatchObject({ ok: false, fieldErrors: { currentPassword: ['The current password is not correct'] } });
    expect((await getDb().staffUser.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toBe(passwordHash);
  });

  it("changePassword checks the new password's length and its repetition", async () => {
    await signedInBrowser();
    const short = await changePassword({ ok: false }, newPasswordForm(PASSWORD, 'short'));
    expect(short.fieldErrors?.newPassword).toEqual(['Use at least 10 characters']);
    const differ = await changePassword({ ok: false }, newPasswordForm(PASSWORD, 'a-brand-new-secret', 'a-brand-new-secreT'));
    expect(differ.fieldErrors?.confirmPassword).toEqual(['The two new passwords differ']);
    expect((await getDb().staffUser.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toBe(passwordHash);
  });

  it('changePassword sets the new password and signs out the other browsers, keeping this one', async () => {
    const other = await signedInBrowser();
    const mine = await signedInBrowser();
    const state = await changePassword({ ok: false }, newPasswordForm(PASSWORD));
    expect(state).toEqual({ ok: true, message: 'Password changed. 1 other browser was signed out.' });
    const user = await getDb().staffUser.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword('a-brand-new-secret', user.passwordHash)).toBe(true);
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(false);
    expect(await getStaff()).not.toBeNull();
    fakeRequest.token = other;
    expect(await getStaff()).toBeNull();
    fakeRequest.token = mine;
    expect(await getStaff()).not.toBeNull();
  });
});
