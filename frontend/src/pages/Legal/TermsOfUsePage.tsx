import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { termsOfUse } from '@ptits-mitrons/domain';
import { meta } from '../../content/pages';
import { LegalDocumentView } from './LegalDocumentView';

export default function TermsOfUsePage() {
  const config = useConfig();
  usePageMeta(meta.cgu.title(config.brandName), meta.cgu.description);
  return <LegalDocumentView document={termsOfUse(config)} />;
}
