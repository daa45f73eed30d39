import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { parentSpaceMeta } from '../../content/parentSpace';
import { linkRequest } from '../../content/parentSpaceForms';
import LinkRequestForm from './LinkRequestForm';

/** /mon-espace: the parent asks for their personal link by e-mail. */
export default function ParentSpaceLinkPage() {
  const { brandName } = useConfig();
  usePageMeta(parentSpaceMeta.link.title(brandName), parentSpaceMeta.link.description);
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper sx={{ p: { xs: 3, md: 5 } }}>
        <LinkRequestForm title={linkRequest.title} headingLevel="h1" />
      </Paper>
    </Container>
  );
}
