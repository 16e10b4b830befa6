import {
  alertSlotRecipe, badgeRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe, collapsibleSlotRecipe,
  dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe,
  linkRecipe, listSlotRecipe, nativeSelectSlotRecipe, progressSlotRecipe, segmentGroupSlotRecipe, separatorRecipe,
  spinnerRecipe, tableSlotRecipe, textareaRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the portal draws, and no others: all 76 of Chakra's were 15 kB gzip more on
 * every page after login, and more work for the system at start. A component whose recipe is missing draws unstyled
 * without a warning, so tests/unit/ui/recipes.test.ts fails when code under src/ imports one that is not listed here.
 */
export const portalRecipes = {
  badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, heading: headingRecipe, icon: iconRecipe,
  input: inputRecipe, inputAddon: inputAddonRecipe, link: linkRecipe, separator: separatorRecipe, spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const portalSlotRecipes = {
  alert: alertSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe, collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, field: fieldSlotRecipe, list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe, progress: progressSlotRecipe, segmentGroup: segmentGroupSlotRecipe,
  table: tableSlotRecipe, toast: toastSlotRecipe,
};
