import { PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { api } from '../../api/client';
import { LinkRequestForm } from '../../components/LinkRequestForm';
import { linkRequest } from '../../content/parentSpaceForms';

/** The parent's new-link form (its own chunk: only a bad link and /mon-espace need it). */
export default function ParentLinkRequestForm({ title, headingLevel }: { title: string; headingLevel?: 'h1' | 'h2' }) {
  return <LinkRequestForm title={title} headingLevel={headingLevel} texts={linkRequest} sentMessage={PARENT_SPACE_MESSAGES.linkSent} send={api.requestParentSpaceLink} />;
}
