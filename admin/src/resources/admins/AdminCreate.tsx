import { Create, email, required, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { AdminAccount } from './AdminFields';
import { passwordLongEnough, sameAsPassword } from './adminRules';

/**
 * Adds an enabled account. Saved through useBusinessMutation, like the other account actions: only the e-mail and the
 * password are sent (the confirmation stays in the browser), and a refusal (taken e-mail, guessable password) is
 * notified with the server's French sentence while the form stays as typed.
 */
export const AdminCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutate } = useBusinessMutation((dataProvider, data: { email: string; password: string }) =>
    dataProvider.create<AdminAccount>('admins', { data }),
  );
  const save = async (values: Record<string, unknown>) => {
    if (!(await mutate({ email: String(values.email), password: String(values.password) }))) return;
    notify('resources.admins.notifications.created', { type: 'success' });
    redirect('list', 'admins');
  };
  return (
    <Create>
      <SimpleForm onSubmit={save}>
        <TextInput source="email" type="email" autoComplete="off" validate={[required(), email()]} sx={{ minWidth: 320 }} />
        <TextInput
          type="password"
          source="password"
          autoComplete="new-password"
          validate={[required(), passwordLongEnough]}
          helperText="resources.admins.password_hint"
          sx={{ minWidth: 320 }}
        />
        <TextInput
          type="password"
          source="password_confirmation"
          autoComplete="new-password"
          validate={[required(), sameAsPassword]}
          sx={{ minWidth: 320 }}
        />
      </SimpleForm>
    </Create>
  );
};
