import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { meta } from '../../content/pages';
import { PRIVACY_SECTIONS, privacyPolicy } from '../../content/privacy';
import { AudienceChoice } from './AudienceChoice';
import { LegalDocumentView } from './LegalDocumentView';

export default function PrivacyPage() {
  const config = useConfig();
  usePageMeta(meta.privacy.title(config.brandName), meta.privacy.description);
  return <LegalDocumentView document={privacyPolicy(config)} additions={{ [PRIVACY_SECTIONS.audience]: <AudienceChoice /> }} />;
}
