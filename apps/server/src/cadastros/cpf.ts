/** Completes a 9-digit base with the two CPF check digits (used to make valid demo CPFs). */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`base de CPF inválida: ${base}`);
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
