import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { api } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { LinkRequestForm } from '../../components/LinkRequestForm';
import { usePageMeta } from '../../components/usePageMeta';
import { merchantLinkRequest, merchantSpaceMeta } from '../../content/merchantSpace';

/** /espace-artisan: an approved artisan asks for their personal link by e-mail. */
export default function MerchantSpaceLinkPage() {
  const { brandName } = useConfig();
  usePageMeta(merchantSpaceMeta.link.title(brandName), merchantSpaceMeta.link.description);
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Paper sx={{ p: { xs: 3, md: 5 } }}>
        <LinkRequestForm
          title={merchantLinkRequest.title}
          headingLevel="h1"
          texts={merchantLinkRequest}
          sentMessage={MERCHANT_SPACE_MESSAGES.linkSent}
          send={api.requestMerchantSpaceLink}
        />
      </Paper>
    </Container>
  );
}
