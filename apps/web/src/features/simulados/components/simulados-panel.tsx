import { ClipboardList } from 'lucide-react';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSimulados } from '../api/get-simulados.ts';
import { groupSimulados } from '../logic/group-simulados.ts';
import { SimuladoRow } from './simulado-row.tsx';

function PanelSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span role="status" className="sr-only">
        {t('simulados.panel.loading')}
      </span>
      {[0, 1].map((key) => (
        <Skeleton key={key} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300">{title}</h3>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}

/** The simulados on the /questoes overview: open (start or continue), upcoming (when they open), handed in (score, result), closed. */
export function SimuladosPanel() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useSimulados();
  let body: React.ReactNode;
  if (isPending) body = <PanelSkeleton />;
  else if (error) {
    body = <LoadErrorPanel title={t('simulados.panel.loadFailed')} error={error} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center dark:border-gray-700">
        <ClipboardList aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
        <p className="text-sm text-gray-700 dark:text-gray-200">{t('simulados.panel.empty')}</p>
      </div>
    );
  } else {
    const groups = groupSimulados(data);
    body = (
      <div className="flex flex-col gap-5">
        {groups.open.length > 0 ? (
          <Group title={t('simulados.panel.open')}>
            {groups.open.map((simulado) => (
              <SimuladoRow key={simulado.id} simulado={simulado} />
            ))}
          </Group>
        ) : null}
        {groups.upcoming.length > 0 ? (
          <Group title={t('simulados.panel.upcoming')}>
            {groups.upcoming.map((simulado) => (
              <SimuladoRow key={simulado.id} simulado={simulado} />
            ))}
          </Group>
        ) : null}
        {groups.submitted.length > 0 ? (
          <Group title={t('simulados.panel.submittedGroup')}>
            {groups.submitted.map((simulado) => (
              <SimuladoRow key={simulado.id} simulado={simulado} />
            ))}
          </Group>
        ) : null}
        {groups.finished.length > 0 ? (
          <Group title={t('simulados.panel.finished')}>
            {groups.finished.map((simulado) => (
              <SimuladoRow key={simulado.id} simulado={simulado} />
            ))}
          </Group>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby="simulados-panel-title" className="flex flex-col gap-3">
      <h2 id="simulados-panel-title" className="text-xl font-bold text-gray-900 dark:text-gray-50">
        {t('simulados.panel.title')}
      </h2>
      {body}
    </section>
  );
}
