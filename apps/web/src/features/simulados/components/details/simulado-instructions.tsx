import type { SimuladoDetail } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { instructionBlocks } from '../../logic/details-view.ts';

/** The producer's instructions and the questions per grande área. */
export function SimuladoInstructions({ simulado }: { simulado: SimuladoDetail }) {
  const { t } = useTranslation();
  const blocks = instructionBlocks(simulado.instructions);
  return (
    <>
      {blocks.length > 0 ? (
        <section aria-labelledby="simulado-instructions" className="flex flex-col gap-2">
          <h2 id="simulado-instructions" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {t('simulados.details.instructions')}
          </h2>
          {blocks.map((block, index) =>
            block.kind === 'list' ? (
              <ul key={index} className="list-disc space-y-1 pl-6 text-gray-800 dark:text-gray-100">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index} className="text-gray-800 dark:text-gray-100">
                {block.text}
              </p>
            ),
          )}
        </section>
      ) : null}
      {simulado.subjects.length > 0 ? (
        <section aria-labelledby="simulado-subjects" className="flex flex-col gap-2">
          <h2 id="simulado-subjects" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {t('simulados.details.subjects')}
          </h2>
          <ul className="flex flex-col divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {simulado.subjects.map((subject) => (
              <li key={subject.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <span className="text-gray-900 dark:text-gray-50">{subject.desc}</span>
                <span className="shrink-0 text-sm text-gray-600 dark:text-gray-300">
                  {t('simulados.details.subjectQuestions', { count: subject.questions })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
