/**
 * Turkish tax identity numbers and their check digits, as the Revenue Administration (GİB) and
 * the population register compute them:
 * - TCKN, the citizen's number (a sole trader's tax number): 11 digits, never starting with 0;
 *   the 10th digit is (7 × the sum of the odd-placed digits 1–9 − the sum of the even-placed
 *   digits 2–8) mod 10, the 11th is the sum of the first ten mod 10.
 * - VKN, a company's tax number: 10 digits; each of the first nine is shifted by its distance from
 *   the end, weighted by a power of two and reduced mod 9, and the 10th digit closes the sum to a
 *   multiple of ten.
 * Only the shape and the check digits are checked: whether the number was ever issued is the
 * register's to say.
 */

const digitsOf = (text: string): number[] => [...text].map(Number);
const sum = (digits: number[]): number => digits.reduce((total, digit) => total + digit, 0);

/** Whether `value` is an 11-digit TCKN whose check digits are right. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  const first = digits.slice(0, 9);
  const odd = sum(first.filter((_, i) => i % 2 === 0));
  const even = sum(first.filter((_, i) => i % 2 === 1));
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = sum(digits.slice(0, 10)) % 10;
  return digits[9] === tenth && digits[10] === eleventh;
}

/** Whether `value` is a 10-digit VKN whose check digit is right. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  const total = sum(
    digits.slice(0, 9).map((digit, i) => {
      const shifted = (digit + 9 - i) % 10;
      const weighted = (shifted * 2 ** (9 - i)) % 9;
      return shifted !== 0 && weighted === 0 ? 9 : weighted;
    }),
  );
  return digits[9] === (10 - (total % 10)) % 10;
}
