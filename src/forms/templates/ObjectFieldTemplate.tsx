import { Grid } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { FormValue } from '../formSpec';
import type { FormRuntime } from '../runtime';

// Cells are plain elements styled from the grid: this template renders on every change of the form, and a styled
// component per cell would recompute its styles each time.
const GRID_CSS = { '& > [data-full]': { gridColumn: { md: '1 / -1' } }, '& > [hidden]': { display: 'none' } };

/**
 * The form's fields as a grid: one column on phones, two from 768 px; a field with `ui:options.fullWidth` takes the
 * row. Hidden fields are out of the layout so they leave no gaps.
 */
export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps<FormValue, RJSFSchema, FormRuntime>) {
  const fullWidth = (name: string) => {
    const ui = uiSchema?.[name] as { 'ui:options'?: { fullWidth?: boolean } } | undefined;
    return ui?.['ui:options']?.fullWidth === true;
  };
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="4" rowGap="4" css={GRID_CSS}>
      {properties.map((p) => (
        <div key={p.name} hidden={p.hidden} data-full={fullWidth(p.name) ? '' : undefined}>{p.content}</div>
      ))}
    </Grid>
  );
}
