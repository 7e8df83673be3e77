import { assistantDefaultDailyLimit, assistantMaxQuestionLength, type AssistantInfo } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { ProducerRow } from '../../db/schema/index.ts';
import type { Learner } from '../../plugins/learner.ts';
import { questionsToday } from './daily-allowance.ts';
import { readSettings } from './usage.repository.ts';

/** The assistant's name when the producer gave none. */
export const defaultAssistantName = 'Assistente';

export const assistantNameOf = (producer: Pick<ProducerRow, 'app_ianame'>) =>
  producer.app_ianame?.trim() || defaultAssistantName;

export async function readAssistantInfo(
  db: Database,
  learner: Learner,
  producer: ProducerRow,
  withModel: boolean,
  at: Date,
): Promise<AssistantInfo> {
  const settings = await readSettings(db, learner.producerId);
  return {
    name: assistantNameOf(producer),
    image_url: producer.app_iaimage,
    answerer: withModel ? 'llm' : 'extractive',
    daily_limit: settings?.daily_limit ?? assistantDefaultDailyLimit,
    used_today: await questionsToday(db, learner, at),
    max_question_length: assistantMaxQuestionLength,
    suggestions: settings?.suggestions ?? [],
  };
}
