import type { CheckboxOwnerState } from '@mui/material';
import { blue, grey, lightBlue, red } from '@mui/material/colors';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default themes, with the colours and attributes WCAG 2.1 AA asks for (the back office's browser
 * test runs axe-core on every page). Only what failed changes, so the back office still looks like react-admin's.
 */

/** Both themes. */
const sharedComponents: RaThemeOptions['components'] = {
  // Below the page's title (the app bar's h1) the back office has one level of headings: cards' and empty lists'.
  MuiTypography: { defaultProps: { variantMapping: { h4: 'h2', h5: 'h2', h6: 'h2' } } },
  // A checkbox's name goes on its input: react-admin gives the row checkbox's name to MUI's Checkbox, which puts it
  // on its wrapper, where it names nothing.
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: { 'aria-label': undefined },
        input: (ownerState: CheckboxOwnerState) => ({ 'aria-label': ownerState['aria-label'] }),
      },
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    // Text buttons and links on the page's background (#fafafb) need one shade darker than MUI's blue.
    primary: { main: blue[800] },
    // The app bar: white title and menu on blue.
    secondary: { light: blue[300], main: blue[700], dark: blue[900], contrastText: '#fff' },
    // Filled status chips carry white text.
    warning: { main: '#b84d00', contrastText: '#fff' },
    info: { main: lightBlue[800], contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    ...sharedComponents,
    // The form toolbar (Save, Delete): light enough for the red Delete text.
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } },
    // An empty list's message was drawn at half opacity.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: grey[700] } } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  // Red text buttons (Refuser, Supprimer) on dark cards need MUI's lighter red.
  palette: { ...defaultDarkTheme.palette, error: { main: red[200] } },
  components: { ...defaultDarkTheme.components, ...sharedComponents },
};
