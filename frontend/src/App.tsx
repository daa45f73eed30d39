import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider } from './components/ConfigProvider';
import { ErrorModalProvider } from './components/ErrorModal';
import { AppRoutes } from './routes';
import { theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ConfigProvider>
        <ErrorModalProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ErrorModalProvider>
      </ConfigProvider>
    </ThemeProvider>
  );
}
