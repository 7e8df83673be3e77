import type { Apostila } from '@members/contract';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { DownloadButton, DownloadProgress, useFileDownload } from '../../../components/download/index.ts';
import { formatFileSize } from '../../../lib/format/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** One handout: its name and size, "Baixar" and, while it comes in, the same progress bar as the module page. */
function HandoutRow({ handout, locked }: { handout: Apostila; locked: boolean }) {
  const { i18n } = useTranslation();
  const nameId = useId();
  const { state, start, cancel } = useFileDownload();
  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-gray-500 dark:text-gray-400" />
        <span className="flex min-w-0 flex-1 basis-40 flex-col">
          <span id={nameId} className="text-sm font-medium text-gray-900 dark:text-gray-50">
            {handout.nome}
          </span>
          <span className="text-xs text-gray-600 tabular-nums dark:text-gray-300">
            {formatFileSize(handout.tamanho, i18n.resolvedLanguage)}
          </span>
        </span>
        <DownloadButton
          state={state}
          describedBy={nameId}
          disabled={locked}
          quiet
          onStart={() => void start(handout)}
          onCancel={cancel}
        />
      </div>
      <DownloadProgress state={state} name={handout.nome} />
    </li>
  );
}

/** The course's handouts (apostilas): each downloads here, with its progress, as on the module page. */
export function HandoutList({ handouts, locked }: { handouts: readonly Apostila[]; locked: boolean }) {
  const { t } = useTranslation();
  if (handouts.length === 0) return null;
  return (
    <section aria-labelledby="course-handouts" className="flex flex-col gap-3">
      <h2 id="course-handouts" className="text-xl font-bold text-gray-900 dark:text-gray-50">
        {t('courseDetail.handoutsTitle')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-200">
        {t(locked ? 'courseDetail.handoutsLocked' : 'courseDetail.handoutsHint')}
      </p>
      <ul className="flex flex-col divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {handouts.map((handout) => (
          <HandoutRow key={handout.id} handout={handout} locked={locked} />
        ))}
      </ul>
    </section>
  );
}
