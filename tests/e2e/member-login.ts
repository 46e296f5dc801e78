import { expect, type Page } from '@playwright/test';

/** The demo member (mocks/README.md). */
export const DEMO_MEMBER = { numdoc: '30111222', tipdoc: '1', password: '30111222', fullName: 'María Laura González' };

type Credentials = { numdoc: string; tipdoc: string; password: string };

type MemberLogin = {
  access_token: string;
  member: Record<string, unknown> & { full_name: string; email: string };
};

/**
 * The demo member's login through the API. It must answer 200: a 429 means the suite signs in more often than the
 * shipped rate limit allows (README, "Rate limits"), and fails here with that answer instead of later without a token.
 */
export async function memberLogin(page: Page, member: Credentials = DEMO_MEMBER): Promise<MemberLogin> {
  const { numdoc, tipdoc, password } = member;
  const response = await page.request.post('/api/web/member/login', { data: { numdoc, tipdoc, password } });
  expect(response.status(), `POST /api/web/member/login answered ${await response.text()}`).toBe(200);
  return (await response.json()) as MemberLogin;
}

/** Signs a member (the demo member unless named) in through the API and the stored session, as the login page does. */
export async function signIn(page: Page, member: Credentials = DEMO_MEMBER): Promise<MemberLogin> {
  await page.goto('/login');
  const login = await memberLogin(page, member);
  await page.evaluate(
    (session) =>
      sessionStorage.setItem(
        'session',
        // The id of this sign-in, random as the app makes one (src/features/session/session-store.ts).
        JSON.stringify({
          ...session,
          id: crypto.randomUUID().replaceAll('-', ''),
          lastActivity: Date.now(),
          signedInAt: Date.now(),
        }),
      ),
    { token: login.access_token, user: login.member },
  );
  return login;
}
