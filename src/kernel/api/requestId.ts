/** Request id header value: npv3-{dpId}-{UTC timestamp}-{random digits}, cut to 32 characters (spec part 2 §7). */
export function makeRequestId(dpId: number | string | undefined, now: Date = new Date(), random: () => number = Math.random): string {
  const stamp = now.toISOString().replace(/[-:.TZ]/g, ''); // yyyyMMddHHmmssSSS, UTC
  let digits = '';
  while (digits.length < 12) digits += Math.floor(random() * 10).toString();
  return `npv3-${dpId ?? 0}-${stamp}-${digits}`.slice(0, 32);
}
