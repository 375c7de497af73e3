import { useCallback, useState } from 'react';
import { IMPORT_MEDIA_TYPES, type ImportReport } from '../../shared/index.js';
import { useInvalidateLists } from '../actions/useInvalidateLists.js';
import { ApiError, getErrorText, NetworkError } from '../api/index.js';
import { useAdmin, useApiClient, useMessages } from '../context/index.js';

/** Where an import stands: no file yet, a request under way, a report (dry run or applied), or a refusal. */
export type GridImportPhase = 'idle' | 'checking' | 'checked' | 'applying' | 'applied';

export interface GridImport {
  readonly phase: GridImportPhase;
  readonly report: ImportReport | null;
  readonly error: string | null;
  /** Runs the dry run of a file (a new file forgets the last report). */
  readonly check: (file: File) => Promise<void>;
  /** Applies the checked file: only after a dry run without errors. */
  readonly apply: () => Promise<void>;
}

/** The XLSX type by the file's name when the browser gives none (or a generic one); else CSV. */
function getMediaType(file: File): string {
  return file.type === IMPORT_MEDIA_TYPES.xlsx || /\.xlsx$/i.test(file.name) ? IMPORT_MEDIA_TYPES.xlsx : IMPORT_MEDIA_TYPES.csv;
}

/**
 * A grid's import: the file posted to `<list path>/import` as it is (dry run first, then the apply of the same
 * file), the report kept for the dialog, the lists refreshed once rows were written.
 */
export function useGridImport(listPath: string): GridImport {
  const { app } = useAdmin();
  const apiClient = useApiClient();
  const messages = useMessages();
  const invalidate = useInvalidateLists();
  const [phase, setPhase] = useState<GridImportPhase>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (chosen: File, dryRun: boolean): Promise<ImportReport> => {
      const query = new URLSearchParams({ dryRun: String(dryRun), fileName: chosen.name.slice(0, 255) });
      let response: Response;
      try {
        response = await fetch(`${app.apiBase.replace(/\/+$/, '')}${listPath}/import?${query.toString()}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { Accept: 'application/json', 'Content-Type': getMediaType(chosen), ...apiClient.getSessionHeaders() },
          body: chosen,
        });
      } catch (cause) {
        throw new NetworkError(messages.networkError, { cause });
      }
      const text = await response.text();
      const body = readJson(text);
      if (!response.ok) throw new ApiError(response.status, body);
      return body as ImportReport;
    },
    [app.apiBase, apiClient, listPath, messages.networkError],
  );

  const run = useCallback(
    async (chosen: File, dryRun: boolean) => {
      setError(null);
      setPhase(dryRun ? 'checking' : 'applying');
      try {
        const answer = await send(chosen, dryRun);
        setReport(answer);
        setPhase(answer.applied ? 'applied' : 'checked');
        if (answer.applied) await invalidate();
      } catch (failure) {
        setError(getErrorText(failure instanceof Error ? failure : new Error(String(failure)), messages));
        setPhase(dryRun ? 'idle' : 'checked');
      }
    },
    [send, invalidate, messages],
  );

  const check = useCallback(
    async (chosen: File) => {
      setFile(chosen);
      setReport(null);
      await run(chosen, true);
    },
    [run],
  );
  const apply = useCallback(async () => {
    if (file && report && report.errorCount === 0) await run(file, false);
  }, [file, report, run]);
  return { phase, report, error, check, apply };
}

/** A JSON answer, or the text as it came (a proxy's error page), or null when empty. */
function readJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
