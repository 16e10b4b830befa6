import { HandoverPage } from './HandoverPage';

/** /to-driver: the point hands the parcels of a COLLECT job to the driver. */
export default function ToDriverPage() {
  return <HandoverPage direction="toDriver" />;
}
