import type { Translate } from '@kernel';
import type { DiscardTexts } from '@ui';

/** Discarding an order in progress (the scanned parcels, a filled-in form). */
export const discardTexts = (t: Translate): DiscardTexts => ({
  title: t('orders.discard_title'), message: t('orders.discard_message'), keep: t('orders.keep_working'), discard: t('orders.discard_confirm'),
});

/** Leaving the drop-off page with parcels not checked in (part 1 §2). */
export const leaveTexts = (t: Translate): DiscardTexts => ({
  title: t('orders.leave_title'), message: t('orders.leave_message'), keep: t('orders.leave_back_to_review'), discard: t('orders.leave_without_checking_in'),
});
