// What the portal accepts as a customer's QR payload before asking the server: one short line of printable text.
const QR_PAYLOAD = /^[A-Za-z0-9:_\-./]{4,128}$/;

/** A QR read that can be a collect code; anything else is 'QR Code is invalid' without a call. */
export function isQrPayload(code: string): boolean {
  return QR_PAYLOAD.test(code.trim());
}
