import { useTranslation } from '../../../../lib/i18n/index.ts';
import { SaveIndicator } from '../../../../lib/outbox/index.ts';
import { answerGroup } from '../../logic/answers.ts';

/** "Salvando…", "Todas as respostas salvas", "Offline — …" with the count still to send. */
export function ExamSaveStatus({ simuladoId }: { simuladoId: number }) {
  const { t } = useTranslation();
  const saved = t('simulados.save.saved');
  const labels = {
    idle: saved,
    saving: t('simulados.save.saving'),
    saved,
    offline: t('simulados.save.offline'),
    error: t('simulados.save.error'),
  };
  return (
    <SaveIndicator
      group={answerGroup(simuladoId)}
      labels={labels}
      pendingLabel={(count) => t('simulados.save.pending', { count })}
    />
  );
}
