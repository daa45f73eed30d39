import type { ElementType } from 'react';
import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, with a name even when disabled on a phone: there it draws only its icon and names it by its
 * label, except when disabled, which left a button without a name (axe-core's button-name). `component={Link}` with
 * `to` makes it a link.
 */
export const ActionButton = <RootComponent extends ElementType = 'button'>({ label, ...props }: ButtonProps<RootComponent> & { label: string }) => {
  const translate = useTranslate();
  return <Button label={label} aria-label={translate(label, { _: label })} {...(props as ButtonProps)} />;
};
