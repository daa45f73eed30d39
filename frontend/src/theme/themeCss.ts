import { alpha, type Theme } from '@mui/material/styles';

const VARIANTS = ['h1', 'h2', 'h3', 'h6', 'body1', 'body2', 'button'] as const;
/** MUI's palette colours a status chip may take (the domain's ChipColor, 'default' being grey). */
const STATUS_COLORS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

/**
 * The MUI theme's colours, type, radius and shadows as CSS custom properties, written into the site's CSS at build
 * time (vite.config.mts): the shell and the first pages, drawn without MUI, read the values the MUI parts use.
 */
export function themeCss(theme: Theme): string {
  const { palette, typography, shadows, shape } = theme;
  const variables: Record<string, string | number> = {
    'color-primary': palette.primary.main,
    'color-primary-dark': palette.primary.dark,
    'color-primary-contrast': palette.primary.contrastText,
    'color-primary-hover': alpha(palette.primary.main, palette.action.hoverOpacity),
    'color-primary-underline': alpha(palette.primary.main, 0.4),
    'color-primary-border': alpha(palette.primary.main, 0.5),
    'color-secondary-dark': palette.secondary.dark,
    'color-secondary-contrast': palette.secondary.contrastText,
    'color-background': palette.background.default,
    'color-paper': palette.background.paper,
    'color-text': palette.text.primary,
    'color-text-secondary': palette.text.secondary,
    'color-text-hover': alpha(palette.text.primary, palette.action.hoverOpacity),
    'color-divider': palette.divider,
    'color-action': palette.action.active,
    'color-disabled': palette.action.disabled,
    'color-disabled-background': palette.action.disabledBackground,
    'color-error-border': alpha(palette.error.main, 0.5),
    'color-error-hover': alpha(palette.error.main, palette.action.hoverOpacity),
    'color-grey-50': palette.grey[50],
    'color-grey-300': palette.grey[300],
    'color-grey-400': palette.grey[400],
    font: typography.fontFamily ?? 'sans-serif',
    radius: `${shape.borderRadius}px`,
    'shadow-1': shadows[1],
    'shadow-2': shadows[2],
    'shadow-4': shadows[4],
  };
  // The status colours (StatusBadge), named as the chips' colours.
  variables['status-default'] = palette.grey[500];
  for (const color of STATUS_COLORS) variables[`status-${color}`] = palette[color].main;
  for (const variant of VARIANTS) {
    const style = typography[variant];
    variables[`${variant}-size`] = style.fontSize ?? '1rem';
    variables[`${variant}-weight`] = style.fontWeight ?? 400;
    variables[`${variant}-line`] = style.lineHeight ?? 1.5;
  }
  return `:root{${Object.entries(variables)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';')}}\n`;
}
