/**
 * One "instance of the site" for tests/security/limit-instances.test.ts: a separate Node process
 * (run with tsx) on the database DATABASE_URL that waits until START_AT (epoch ms), then takes the
 * counter KEY (limit LIMIT an hour) COUNT times at once and prints how many were allowed.
 */
async function main(): Promise<void> {
  const { takeLimits } = await import('@/lib/limits/counter');
  const key = { key: String(process.env.KEY), limit: Number(process.env.LIMIT), windowMs: 3_600_000 };
  const count = Number(process.env.COUNT);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.env.START_AT) - Date.now())));
  const verdicts = await Promise.all(Array.from({ length: count }, () => takeLimits([key])));
  console.log(JSON.stringify({ allowed: verdicts.filter((v) => v.allowed).length }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
