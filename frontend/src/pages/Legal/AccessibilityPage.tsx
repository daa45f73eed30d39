import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { accessibilityStatement } from '../../content/accessibility';
import { meta } from '../../content/pages';
import { LegalDocumentView } from './LegalDocumentView';

export default function AccessibilityPage() {
  const config = useConfig();
  usePageMeta(meta.accessibility.title(config.brandName), meta.accessibility.description);
  return <LegalDocumentView document={accessibilityStatement(config)} />;
}
