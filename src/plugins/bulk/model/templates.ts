/** The template files of part 1 §5, made from the same column definitions the reader uses. */
import { layoutOf, SEND_HEADER, type PostVariant } from './columns';

export type TemplateKind = 'lodgeIn' | 'post' | 'postExternal' | 'province';

/** Which templates a point is offered: send needs lodge-in, post bulk post, the address levels its country's gate. */
export function templatesFor(can: { send: boolean; bulkPost: boolean; addressLevels: boolean }): TemplateKind[] {
  return [
    ...(can.send ? (['lodgeIn'] as const) : []),
    ...(can.bulkPost ? (['post', 'postExternal'] as const) : []),
    ...(can.bulkPost && can.addressLevels ? (['province'] as const) : []),
  ];
}

/** Header and one example row; the lodge-in template has three example ids of the country. */
export function templateRows(kind: TemplateKind, countryCode: string): string[][] {
  if (kind === 'lodgeIn') {
    const cc = countryCode.toUpperCase();
    return [[SEND_HEADER], ...[1, 2, 3].map((n) => [`NV${cc}B${String(n).padStart(7, '0')}`])];
  }
  const columns = layoutOf(kind as PostVariant).columns;
  return [columns.map((c) => c.key), columns.map((c) => c.example)];
}

export const templateFileName = (kind: TemplateKind, ext: 'csv' | 'xlsx') => `bulk_${kind === 'lodgeIn' ? 'lodge_in' : kind === 'postExternal' ? 'post_external_shipper_id' : kind === 'province' ? 'post_address_levels' : 'post'}_template.${ext}`;
