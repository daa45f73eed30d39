import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, with a name even when disabled on a phone: there it draws only its icon and names it by its
 * label, except when disabled, which left a button without a name (axe-core's button-name).
 */
export const ActionButton = ({ label, ...props }: ButtonProps & { label: string }) => {
  const translate = useTranslate();
  return <Button label={label} aria-label={translate(label, { _: label })} {...props} />;
};
