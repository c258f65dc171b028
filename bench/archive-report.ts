/**
 * Sales report over the archive: a year of generated completed orders (at least 100,000) written
 * straight into the archive tables of a fresh migrated SQLite file (their day totals added up once,
 * as the copy keeps them page by page), then in each round (interleaved):
 * - count: a plain SQL COUNT(*) of the same rows (the year's range on the insertedAt index);
 * - report: the report page's data for the whole year — totals, every day, the payment and
 *   order-type breakdowns and the first page of 100 orders (readSalesReport, page 1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import Database from 'better-sqlite3';
import { figuresFrom, timed, type Benchmark } from '@/bench/harness';
import { ensureDayTotals } from '@/lib/archive/totals';
import { migrate } from '@/lib/db/migrate';
import { sqliteTimestamp } from '@/lib/db/timestamp';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { readSalesReport } from '@/lib/reports/archive-report';
import type { SalesQuery } from '@/lib/reports/query';
import { reportRange } from '@/lib/reports/range';
import { addDays, zonedDate } from '@/lib/settings/time-zone';

const ORDERS = 110_000;
const TZ = 'Europe/Istanbul';
const TYPES = [
  { id: 2, service: 'delivery' },
  { id: 3, service: 'pickup' },
  { id: 1, service: 'table' },
] as const;
const PAYMENTS = [
  { id: 1, name: 'Nakit' },
  { id: 2, name: 'Kredi Kartı' },
  { id: 3, name: 'Yemek Kartı' },
] as const;

/** A deterministic pseudo-random sequence (mulberry32), so every run archives the same orders. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Writes `ORDERS` completed orders spread over the range into the archive tables, with payments and some invoices. */
function generate(file: string, query: SalesQuery): void {
  const db = new Database(file);
  const next = random(18);
  const start = query.range.start.getTime();
  const span = query.range.end.getTime() - start;
  const order = db.prepare(
    `INSERT INTO "ArchivedOrder" ("id","orderNumber","insertedAt","updatedAt","closedAt","statusId","statusLabel","cancelled","cancelReason",
      "orderTypeId","serviceType","totalMinor","discountMinor","taxMinor","currency","paymentMethodName","paymentNames","paymentCount",
      "customerName","customer","externalAppId","tableName","orderNote","copiedAt")
     VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,'TL',?,?,?,?,NULL,NULL,NULL,NULL,?)`,
  );
  const payment = db.prepare(
    `INSERT INTO "ArchivedPayment" ("orderId","position","paymentTypeId","name","amountMinor","currency","isMealCard","isDebit","paidAt",
      "orderInsertedAt","orderCancelled","orderServiceType","firstOfName")
     VALUES (?,?,?,?,?,'TL',0,0,?,?,0,?,?)`,
  );
  const invoice = db.prepare(
    `INSERT INTO "ArchivedInvoice" ("orderId","position","ettn","url","title","identity","identityType","invoiceType")
     VALUES (?,0,?,?,'Firma A.Ş.','1234567890',3,?)`,
  );
  const now = sqliteTimestamp(new Date());
  db.transaction(() => {
    for (let id = 1; id <= ORDERS; id++) {
      const inserted = new Date(start + Math.floor(next() * span));
      const at = sqliteTimestamp(inserted);
      const closed = sqliteTimestamp(new Date(inserted.getTime() + 30 * 60_000));
      const type = TYPES[Math.floor(next() * TYPES.length)] ?? TYPES[0];
      const cancelled = next() < 0.05;
      const total = 5_000 + Math.floor(next() * 50_000);
      const discount = next() < 0.2 ? Math.floor(total * 0.1) : 0;
      const split = !cancelled && next() < 0.1;
      const first = PAYMENTS[Math.floor(next() * PAYMENTS.length)] ?? PAYMENTS[0];
      const paid = cancelled ? [] : split ? [first, PAYMENTS[(first.id % 3) as 0 | 1 | 2]] : [first];
      order.run(
        id,
        id,
        at,
        closed,
        cancelled ? null : closed,
        cancelled ? 9 : 7,
        cancelled ? 'İptal' : 'Kapandı',
        cancelled ? 1 : 0,
        cancelled ? 'Müşteri vazgeçti' : null,
        type.id,
        type.service,
        total,
        discount,
        Math.floor(total / 11),
        paid[0]?.name ?? null,
        [...new Set(paid.map((p) => p.name))].join(' + '),
        paid.length,
        `Müşteri ${id % 5000}`,
        now,
      );
      paid.forEach((p, position) => {
        const amount = paid.length === 1 ? total : position === 0 ? Math.floor(total / 2) : total - Math.floor(total / 2);
        payment.run(
          id,
          position,
          p.id,
          p.name,
          amount,
          at,
          at,
          type.service,
          paid.findIndex((q) => q.name === p.name) === position ? 1 : 0,
        );
      });
      if (!cancelled && next() < 0.1) invoice.run(id, `ETTN-${id}`, `https://pos.example/invoices/${id}`, next() < 0.5 ? 1 : 3);
    }
  })();
  db.pragma('optimize');
  db.close();
}

export const archiveReportBenchmark: Benchmark = {
  name: `Sales report over a year of archived orders (${ORDERS.toLocaleString('en')})`,
  async run({ runs }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-bench-archive-'));
    const file = path.join(dir, 'site.db');
    const url = `file:${file}`;
    migrate({ databaseUrl: url, migrationsDir: path.resolve('prisma/migrations') });
    const to = addDays(zonedDate(new Date(), TZ), -1);
    const query: SalesQuery = { range: reportRange(addDays(to, -365), to, TZ), includeCancelled: true, orderType: 'all' };
    generate(file, query);
    const db = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url }) });
    try {
      // The copy keeps the day totals as it writes pages; orders generated straight into the tables get theirs here, untimed.
      await ensureDayTotals(TZ, db);
      const count = () =>
        db.$queryRaw<Array<{ n: number | bigint }>>`SELECT COUNT(*) AS n FROM "ArchivedOrder"
          WHERE "insertedAt" >= ${sqliteTimestamp(query.range.start)} AND "insertedAt" < ${sqliteTimestamp(query.range.end)}`;
      const wall = { count: [] as number[], report: [] as number[] };
      const cpu = { count: [] as number[], report: [] as number[] };
      // Round 0 warms up the JIT, the statement cache and the page cache and is not counted.
      for (let round = 0; round <= runs; round++) {
        const counted = await timed(count);
        const report = await timed(() => readSalesReport(query, { page: 1 }, db));
        const rows = Number(counted.value[0]?.n ?? 0);
        if (rows < 100_000 || report.value.orderCount !== rows || report.value.orders.length !== 100) {
          throw new Error(
            `archive report bench: expected ${rows} ≥ 100,000 orders and a first page of 100, got ${report.value.orderCount}`,
          );
        }
        if (round === 0) continue;
        wall.count.push(counted.ms);
        cpu.count.push(counted.cpuMs);
        wall.report.push(report.ms);
        cpu.report.push(report.cpuMs);
      }
      return {
        name: this.name,
        description:
          `${ORDERS.toLocaleString('en')} completed orders over ${query.range.days.length} days (${query.range.from} to ${query.range.to}, ` +
          `${TZ}) generated straight into the archive tables of a fresh migrated SQLite file, with payments (10 % split) and invoices (10 %), ` +
          'and their day totals added up once (untimed, as the copy keeps them page by page); ' +
          `${runs} interleaved rounds after one warm-up round. Count: a plain SQL COUNT(*) of the year's rows. Report: what the report page ` +
          'reads for its first page — totals, every day, payment and order-type breakdowns and the newest 100 orders with their invoices.',
        figures: figuresFrom([
          { id: 'count', label: 'Plain SQL count of the same rows', samplesMs: wall.count, cpuSamplesMs: cpu.count },
          {
            id: 'report',
            label: 'Sales report over the year, first page',
            samplesMs: wall.report,
            cpuSamplesMs: cpu.report,
            ratioAgainst: 'count',
            limitMs: 300,
          },
        ]),
      };
    } finally {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
