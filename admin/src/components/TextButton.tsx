import { Button, type ButtonProps } from '@mui/material';
import type { ElementType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A button that keeps its words on a phone, where react-admin's Button shrinks to its icon: for a page's main
 * actions (money leaving, a file to hand to the bank), which an icon alone would not explain. `component={Link}`
 * with `to` makes it a link.
 */
export const TextButton = <RootComponent extends ElementType = 'button'>({
  label,
  icon,
  ...props
}: ButtonProps<RootComponent, { component?: RootComponent }> & { label: string; icon?: ReactNode; to?: string }) => {
  const translate = useTranslate();
  return (
    <Button startIcon={icon} {...(props as ButtonProps)}>
      {translate(label, { _: label })}
    </Button>
  );
};
