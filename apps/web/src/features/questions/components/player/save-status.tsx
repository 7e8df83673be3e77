import { useTranslation } from '../../../../lib/i18n/index.ts';
import { SaveIndicator } from '../../../../lib/outbox/index.ts';

/** The player's "Salvando… / Salvo / Offline" (answers and marks): silent until the screen sent something. */
export function QuestionSaveStatus({ group }: { group: string }) {
  const { t } = useTranslation();
  const labels = {
    idle: '',
    saving: t('questions.player.save.saving'),
    saved: t('questions.player.save.saved'),
    offline: t('questions.player.save.offline'),
    error: t('questions.player.save.error'),
  };
  return <SaveIndicator group={group} labels={labels} />;
}
