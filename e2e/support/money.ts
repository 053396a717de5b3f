/**
 * Amounts as the product shows them ('NOK 12,345.50', '$1,160.00', '1 649,85 kr') read back as whole
 * minor units, so journeys compare money exactly.
 */
export function minorOf(text: string | null): number {
  const s = (text ?? '').replace(/[^\d,.-]/g, '');
  if (!/\d/.test(s)) throw new Error(`no amount in "${text}"`);
  const lastSeparator = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
  // Two digits after the last separator are the decimals, whichever separator the locale uses.
  if (lastSeparator >= 0 && s.length - lastSeparator - 1 === 2) {
    return Number(s.slice(0, lastSeparator).replace(/[,.]/g, '')) * 100 + Number(s.slice(lastSeparator + 1));
  }
  return Number(s.replace(/[,.]/g, '')) * 100;
}
