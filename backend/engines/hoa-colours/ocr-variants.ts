// Other readings of a code OCR may have garbled: a digit read twice ('SW 91189' for 9119) or
// lost ('SW 978' for 9178), or a digit read as a letter inside another brand's code ('DES783' for DE5783). A variant is only
// ever taken when the catalogue has it under the name the document writes beside it.

const AS_DIGIT: Record<string, string> = { O: '0', S: '5', I: '1', l: '1', B: '8', Z: '2', G: '6' };

/** Each way of dropping one character: '91189' → 1189, 9189, 9119, 9118. */
export function withOneDropped(digits: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < digits.length; i++) out.add(digits.slice(0, i) + digits.slice(i + 1));
  return [...out];
}

/** Each way of putting back one lost digit: '978' → 0978, 1978, …, 9178, …, 9780 … 9789. */
export function withOneAdded(digits: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= digits.length; i++)
    for (let d = 0; d <= 9; d++) out.add(digits.slice(0, i) + d + digits.slice(i));
  return [...out];
}

/** A letter after the code's first digit, or just before its digits, read as a digit. */
export function lettersAsDigits(token: string): string[] {
  const firstDigit = token.search(/\d/);
  if (firstDigit < 0) return [];
  const out = new Set<string>();
  const all = [...token];
  [...token].forEach((ch, i) => {
    const digit = AS_DIGIT[ch];
    if (!digit || i < firstDigit - 1) return;
    out.add(token.slice(0, i) + digit + token.slice(i + 1));
    all[i] = digit;
  });
  out.add(all.join(''));
  out.delete(token);
  return [...out].slice(0, 8);
}
