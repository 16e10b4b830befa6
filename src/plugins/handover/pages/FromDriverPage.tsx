import { HandoverPage } from './HandoverPage';

/** /from-driver: the point receives the parcels of a DROP_OFF job from the driver. */
export default function FromDriverPage() {
  return <HandoverPage direction="fromDriver" />;
}
