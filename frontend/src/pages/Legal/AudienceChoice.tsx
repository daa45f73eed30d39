import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../components/useHydrated';
import { audienceChoice } from '../../content/privacy';
import { measurementRefused, setMeasurementRefused } from '../../tracking/pageViews';

const listeners = new Set<() => void>();

/** The choice changes here, or in another tab of this site (the storage event). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * « Ne pas être mesuré », and its undoing. The choice lives in this browser's storage, which the server cannot read:
 * the page is drawn as measured, then shows the browser's choice once React has taken it over.
 */
export function AudienceChoice() {
  const hydrated = useHydrated();
  const refused = useSyncExternalStore(subscribe, measurementRefused, () => false);
  const toggle = () => {
    setMeasurementRefused(!refused);
    listeners.forEach((listener) => listener());
  };
  return (
    <Box sx={{ mt: 2, mb: 1.5 }}>
      <Typography role="status" sx={{ mb: 1.5 }}>
        {refused ? audienceChoice.refused : audienceChoice.measured}
      </Typography>
      <Button variant={refused ? 'outlined' : 'contained'} disabled={!hydrated} onClick={toggle}>
        {refused ? audienceChoice.accept : audienceChoice.refuse}
      </Button>
    </Box>
  );
}
