import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { legalNotice } from '@ptits-mitrons/domain';
import { meta } from '../../content/pages';
import { LegalDocumentView } from './LegalDocumentView';

export default function LegalNoticePage() {
  const config = useConfig();
  usePageMeta(meta.legal.title(config.brandName), meta.legal.description);
  return <LegalDocumentView document={legalNotice(config)} />;
}
