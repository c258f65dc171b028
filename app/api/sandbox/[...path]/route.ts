import { getStaff } from '@/lib/auth/session';
import { getEnv, isSandboxMode } from '@/lib/env';
import { payloadTooLarge, readBodyUpTo, SANDBOX_BODY_LIMIT } from '@/lib/http/read-body';
import { siteWebhookTargets } from '@/lib/orders/sandbox-webhook';
import { hasControlToken } from '@/lib/pos-sandbox/control-access';
import { createSandboxHandler } from '@/lib/pos-sandbox/handler';
import { sandboxControlToken } from '@/lib/sandbox-control';
import { singleton } from '@/lib/singleton';

export const dynamic = 'force-dynamic';

const BASE_PATH = '/api/sandbox';

/**
 * The embedded POS sandbox, one handler per server process (its store is a SQLite file). Its
 * control API reads every customer's order and moves, cancels and resets them: staff or the
 * control token only; its webhook goes to this site's receiver only (decision 132).
 */
function handler(): (req: Request) => Promise<Response> {
  const env = getEnv();
  return singleton('sandboxHandler', () =>
    createSandboxHandler({
      basePath: BASE_PATH,
      apiKey: env.SANDBOX_API_KEY,
      apiSecret: env.SANDBOX_API_SECRET,
      authorizeControl: async (req) => hasControlToken(req, sandboxControlToken()) || (await getStaff()) !== null,
      webhookTargets: siteWebhookTargets,
    }),
  );
}

type Context = { params: Promise<{ path: string[] }> };

async function serve(request: Request, { params }: Context): Promise<Response> {
  if (!isSandboxMode()) {
    return Response.json({ status: 404, message: 'The POS sandbox is off: this site is connected to a real POS.' }, { status: 404 });
  }
  // Rebuild the URL from the route's own segments: /_sandbox/* reaches this handler through a
  // rewrite, and the sandbox routes by path.
  const { path } = await params;
  const incoming = new URL(request.url);
  const url = new URL(`${BASE_PATH}/${path.map(encodeURIComponent).join('/')}${incoming.search}`, incoming.origin);
  // Bounded before the control API's access check, which needs the request (issue 20, finding 5).
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBodyUpTo(request, SANDBOX_BODY_LIMIT);
  if (body === null) return payloadTooLarge(SANDBOX_BODY_LIMIT);
  return handler()(new Request(url, { method: request.method, headers: request.headers, body }));
}

export { serve as GET, serve as POST, serve as PUT, serve as DELETE };
