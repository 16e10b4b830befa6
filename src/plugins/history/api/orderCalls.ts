/**
 * Order details' calls, apart from the list's (historyApi.ts) so the page does not load the list's filters and
 * reports: it is opened cold from a scan, a search or a link.
 */
import { apiGet, apiSend } from '@kernel';

/** GET 1.0/orders/details/{id}. */
export const fetchOrderDetails = (orderId: number, signal?: AbortSignal) => apiGet('1.0/orders/details/{orderId}', { path: { orderId }, signal });

/** The order's events, oldest first. */
export const fetchOrderEvents = (orderId: number, signal?: AbortSignal) => apiGet('1.0/orders/{orderId}/events', { path: { orderId }, signal });

/** POST 1.0/drop-off-sms/resend: the drop-off SMS to the recipient again (channel sms; otp would resend the code). */
export const resendDropOffSms = (trackingId: string) => apiSend('post', '1.0/drop-off-sms/resend', { body: { tracking_id: trackingId, channel: 'sms' } });
