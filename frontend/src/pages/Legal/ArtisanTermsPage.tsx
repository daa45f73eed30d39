import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { artisanTerms } from '@ptits-mitrons/domain';
import { meta } from '../../content/pages';
import { LegalDocumentView } from './LegalDocumentView';

export default function ArtisanTermsPage() {
  const config = useConfig();
  usePageMeta(meta.artisanTerms.title(config.brandName), meta.artisanTerms.description);
  return <LegalDocumentView document={artisanTerms(config)} />;
}
