import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Notice } from './Notice';

/** While a personal space loads, and when it failed to (with a retry): the same for the parent's and the artisan's. */
export function SpaceLoadStatus(props: { phase: string; message?: string; loadingText: string; retryText: string; onRetry: () => void }) {
  if (props.phase === 'loading') return <Typography role="status">{props.loadingText}</Typography>;
  if (props.phase !== 'failed') return null;
  return (
    <Box role="alert">
      <Notice
        severity="error"
        action={
          <Button variant="outlined" onClick={props.onRetry}>
            {props.retryText}
          </Button>
        }
      >
        {props.message}
      </Notice>
    </Box>
  );
}
