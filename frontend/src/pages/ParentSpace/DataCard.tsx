import { useState } from 'react';
import { api } from '../../api/client';
import { lazyOnFirstOpen } from '../../components/lazyOnFirstOpen';
import { SectionCard } from '../../components/SectionCard';
import { spacePage } from '../../content/parentSpace';
import { withMuiTheme } from '../../theme/withMuiTheme';
import type { ErasureDialogProps } from './ErasureDialog';

/** The erasure's dialog (MUI) loads when it first opens, not with the space. */
const ErasureDialog = lazyOnFirstOpen<ErasureDialogProps>(withMuiTheme(() => import('./ErasureDialog')));

/** « Mes données »: the JSON file of everything held about the address (a plain download), and its erasure. */
export function DataCard({ token }: { token: string }) {
  const [erasing, setErasing] = useState(false);
  return (
    <SectionCard id="space-data-title" title={spacePage.dataTitle}>
      <p className="text-body1 gutter">{spacePage.dataIntro}</p>
      <div className="space-buttons">
        <a className="button button-outlined" href={api.dataExportUrl(token)} download>
          {spacePage.dataDownload}
        </a>
        <button type="button" className="button button-outlined button-error" onClick={() => setErasing(true)}>
          {spacePage.dataErase}
        </button>
      </div>
      <ErasureDialog open={erasing} token={token} onClose={() => setErasing(false)} />
    </SectionCard>
  );
}
