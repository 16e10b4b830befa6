import {
  alertSlotRecipe, badgeRecipe, buttonRecipe, fieldSlotRecipe, headingRecipe, iconRecipe, inputRecipe, linkRecipe,
  separatorRecipe, spinnerRecipe, tableSlotRecipe,
} from '@chakra-ui/react/theme';
import { buildSystem } from './systemConfig';

export { buildSystem, portalConfig } from './systemConfig';

/**
 * The light system for the screens before login (login, two-factor, config errors): Chakra's tokens with only the
 * recipes those screens use, so the first screen stays small. The portal itself uses the full system (fullSystem.tsx); this one serves pages drawn outside it (the demo's panel, tests).
 */
export const portalSystem = buildSystem(
  { button: buttonRecipe, input: inputRecipe, heading: headingRecipe, badge: badgeRecipe, link: linkRecipe, separator: separatorRecipe, spinner: spinnerRecipe, icon: iconRecipe },
  { alert: alertSlotRecipe, field: fieldSlotRecipe, table: tableSlotRecipe },
);

/** Layout constants of the spec (part 2 §9). */
export const LAYOUT = {
  headerHeight: 60,
  sidebarWidth: 250,
  sidebarMinWidth: 60,
  modalButtonSwapWidth: 550,
} as const;
