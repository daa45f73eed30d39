import { useContext, useState } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { BackOfficeDataProvider } from '../api/dataProvider';
import type { DownloadedFile } from '../api/httpClient';

/** Hands a fetched file to the browser as a download (an object URL, revoked once the click has been handled). */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A file behind the admin's token (a plain link would go without it): fetched through the API client, then saved.
 * Nothing on screen changes, so unlike useBusinessMutation nothing is refetched; a 401 signs out, any other failure
 * is notified with the server's French message.
 */
export function useDownload(load: (dataProvider: BackOfficeDataProvider) => Promise<DownloadedFile>, fallbackName: string) {
  const dataProvider = useContext(DataProviderContext) as BackOfficeDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  const [isPending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveFile(await load(dataProvider), fallbackName);
    } catch (error) {
      if (!(await logoutIfAccessDenied(error))) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { download, isPending };
}
