import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import { TextButton } from '../../../components/TextButton';
import { useDownload } from '../../../components/useDownload';

/** « Relevé (PDF) »: the statement an artisan receives for a batch, with its workshops and amounts. */
export const DownloadStatementButton = ({ statementId, number, name }: { statementId: string; number: string; name: string }) => {
  const translate = useTranslate();
  const { download, isPending } = useDownload((dataProvider) => dataProvider.payoutStatementFile(statementId), `${number}.pdf`);
  return (
    <TextButton
      label="resources.payouts.actions.statement"
      aria-label={translate('resources.payouts.actions.statement_of', { name })}
      icon={<PictureAsPdfIcon />}
      onClick={download}
      disabled={isPending}
    />
  );
};
