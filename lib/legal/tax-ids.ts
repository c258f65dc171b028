/**
 * Turkish tax identity numbers and their check digits, as the Revenue Administration (GİB) and the
 * population register (NVİ) define them. Pure functions: the checkout form, the settings and the
 * contract all use them, in the browser and on the server.
 */

const ELEVEN_DIGITS = /^[1-9]\d{10}$/;
const TEN_DIGITS = /^\d{10}$/;

/**
 * A T.C. Kimlik No: 11 digits, the first not 0; the 10th digit is ((d1+d3+d5+d7+d9)·7 −
 * (d2+d4+d6+d8)) mod 10 and the 11th is the sum of the first ten mod 10.
 */
export function isValidTckn(value: string): boolean {
  if (!ELEVEN_DIGITS.test(value)) return false;
  const d = [...value].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== at(9)) return false;
  const sum = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return sum % 10 === at(10);
}

/**
 * A Vergi Kimlik No: 10 digits; the last is a check digit over the first nine. For each digit
 * d(i) at position i = 1…9: t = (d + 10 − i) mod 10, then p = (t · 2^(10−i)) mod 9, with p = 9
 * when t ≠ 0 and p comes out 0; the check digit is (10 − Σp mod 10) mod 10.
 */
export function isValidVkn(value: string): boolean {
  if (!TEN_DIGITS.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const t = ((d[i] ?? 0) + 9 - i) % 10;
    let p = (t * 2 ** (9 - i)) % 9;
    if (t !== 0 && p === 0) p = 9;
    sum += p;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}
