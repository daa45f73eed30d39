import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { salesTerms } from '@ptits-mitrons/domain';
import { meta } from '../../content/pages';
import { LegalDocumentView } from './LegalDocumentView';

export default function SalesTermsPage() {
  const config = useConfig();
  usePageMeta(meta.cgv.title(config.brandName), meta.cgv.description);
  return <LegalDocumentView document={salesTerms(config)} />;
}
