import { Typography } from '@mui/material';
import { Login, LoginForm, useTranslate } from 'react-admin';

/** react-admin's sign-in page, as the page's main landmark, with a level-one heading above the form. */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login role="main">
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
        {translate('ra.auth.sign_in')}
      </Typography>
      <LoginForm />
    </Login>
  );
};
