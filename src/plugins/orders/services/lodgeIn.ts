import type { LodgeInService } from '@services';
import { FailedOrdersDownload } from '../components/FailedOrdersDownload';
import { LodgeInResultModal } from '../components/LodgeInResultModal';
import { ProcessingModal } from '../components/ProcessingModal';
import { useLodgeIn } from '../hooks/useLodgeIn';

/** Lodge-in with its modals, for the drop-off page here and for bulk and handover. */
export const lodgeIn: LodgeInService = {
  useLodgeIn,
  ResultModal: LodgeInResultModal,
  ProcessingModal,
  FailedOrdersDownload,
};
