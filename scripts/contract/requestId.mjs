// X-Request-Id as the portal sends it (spec part 1 §7, src/kernel/api/requestId.ts):
// npv3-{dpId}-{UTC yyyyMMddHHmmssSSS}-{random digits}, cut to 32 characters; dpId 0 when not known.
export function requestId(dpId, now = new Date()) {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 17);
  const random = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `npv3-${dpId ?? 0}-${stamp}-${random}`.slice(0, 32);
}
